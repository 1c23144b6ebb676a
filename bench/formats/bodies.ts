/**
 * The 20-message conversation the format benchmarks read (~8.7 KB of text: a system prompt, user turns with
 * multi-part content, assistant turns, tool results; an email in every text), in three request formats.
 */

const SENTENCE = "Please check order 4417 for ann.lee@example.com and tell me when it ships to Lisbon. ";
const text = (i: number) => `${i}: ${SENTENCE.repeat(5)}`; // ~430 characters

export function chatBody(): unknown {
  const messages: unknown[] = [{ role: "system", content: text(0) }];
  for (let i = 1; i < 19; i++) {
    if (i % 3 === 0) messages.push({ role: "tool", tool_call_id: `c${i}`, content: text(i) });
    else if (i % 3 === 1) messages.push({ role: "user", content: [{ type: "text", text: text(i) }] });
    else messages.push({ role: "assistant", content: text(i) });
  }
  messages.push({ role: "user", content: text(19) });
  return { model: "gpt-4o", messages };
}

export function anthropicBody(): unknown {
  const messages: unknown[] = [];
  for (let i = 1; i < 19; i++) {
    if (i % 3 === 0)
      messages.push({
        role: "user",
        content: [{ type: "tool_result", tool_use_id: `t${i}`, content: text(i) }],
      });
    else
      messages.push({ role: i % 3 === 1 ? "user" : "assistant", content: [{ type: "text", text: text(i) }] });
  }
  messages.push({ role: "user", content: text(19) });
  return { model: "claude", max_tokens: 1024, system: text(0), messages };
}

export function responsesBody(): unknown {
  const input: unknown[] = [];
  for (let i = 1; i < 19; i++) {
    if (i % 3 === 0) input.push({ type: "function_call_output", call_id: `c${i}`, output: text(i) });
    else input.push({ role: i % 3 === 1 ? "user" : "assistant", content: text(i) });
  }
  input.push({ role: "user", content: [{ type: "input_text", text: text(19) }] });
  return { model: "gpt-4.1", instructions: text(0), input };
}
