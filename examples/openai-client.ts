/**
 * Calls a shielded chat endpoint with the official `openai` client, as an app would. Run:
 * `node dist/examples/openai-client.js` (starts the Express example itself), or point it at a running
 * example with BASE_URL=http://127.0.0.1:3000/v1.
 */
import OpenAI from "openai";
import { isMain } from "./chat-completions.js";
import { startExpressChat } from "./express-chat.js";

export interface AskOptions {
  baseURL: string;
  message: string;
  stream?: boolean;
}

/** Sends one user message; resolves to the assistant's reply as the client received it. */
export async function ask({ baseURL, message, stream = false }: AskOptions): Promise<string> {
  const client = new OpenAI({ baseURL, apiKey: "not-needed-for-the-scripted-model", maxRetries: 0 });
  const messages = [{ role: "user" as const, content: message }];
  if (!stream) {
    const completion = await client.chat.completions.create({ model: "scripted-1", messages });
    return completion.choices[0]?.message.content ?? "";
  }
  let text = "";
  const chunks = await client.chat.completions.create({ model: "scripted-1", messages, stream: true });
  for await (const chunk of chunks) text += chunk.choices[0]?.delta.content ?? "";
  return text;
}

if (isMain(import.meta.url)) {
  const server = process.env.BASE_URL ? undefined : await startExpressChat();
  const baseURL = process.env.BASE_URL ?? server!.baseURL;
  for (const [message, stream] of [
    ["How do I contact support?", false],
    ["Where does my order ship?", true],
    ["What is on the internal roadmap?", false],
  ] as const) {
    console.log(`> ${message}${stream ? " (stream)" : ""}`);
    console.log(await ask({ baseURL, message, stream }));
  }
  await server?.close();
}
