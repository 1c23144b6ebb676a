/**
 * A scripted local "model" so the examples run offline: it picks a canned reply from the last user
 * message and can hand it out in small pieces, like a streaming LLM.
 */

export interface ChatMessage {
  role: string;
  content?: unknown;
}

/** The text of a message's content (a string or content parts). */
export function contentText(content: unknown): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) {
    return content
      .map((part) =>
        part !== null && typeof part === "object" && "text" in part
          ? String((part as { text: unknown }).text)
          : "",
      )
      .join("\n");
  }
  return "";
}

/** The scripted reply to a conversation. Some replies contain PII on purpose, so the shield has work. */
export function scriptedReply(messages: readonly ChatMessage[]): string {
  const last = [...messages].reverse().find((message) => message.role === "user");
  const question = contentText(last?.content).trim();
  const lower = question.toLowerCase();
  if (lower.includes("contact") || lower.includes("support")) {
    return "You can reach our support lead, Jane Doe, at jane.doe@example.com or +1 415 555 0100, Monday to Friday.";
  }
  if (lower.includes("order") || lower.includes("ship")) {
    return "Your order #4411 ships on Monday to 221B Baker Street, Springfield, IL 62704. The card on file ends in 4242.";
  }
  if (lower.includes("explain") || lower.includes("how does")) {
    return (
      "Content Shield sits between your users and the model. It checks what the user typed before the model " +
      "is called, and what the model wrote before the user sees it. Personal data such as jane.doe@example.com " +
      "is masked, off-limits topics get a fallback answer, and every interception is recorded for review. " +
      "Streams are checked as they flow, with a small hold-back window so nothing slips through between chunks."
    );
  }
  if (lower.includes("roadmap")) {
    return "Our internal roadmap says the next release ships in March with the new billing engine.";
  }
  return `You said: "${question}". I am a scripted model running offline; ask me how to contact support or where your order ships.`;
}

/** Splits a reply into token-sized pieces (about `size` characters each). */
export function pieces(text: string, size = 6): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}
