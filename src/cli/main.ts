#!/usr/bin/env node
/** `content-shield`: the library's commands; `serve`, `accounts` and `keys` are forwarded to `@content-shield/service`. */
import { type Io, run } from "./run.js";

const io: Io = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
};

run(process.argv.slice(2), io).then((code) => {
  process.exitCode = code;
});
