import fs from "fs";
import { Guard } from "/work/main/dist/src/index.js";
const mod = await import("/work/main/dist/src/metrics/registry.js").catch(()=>null);
