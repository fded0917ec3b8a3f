// Checks of a provider's reply that no schema sees (pure): did the model read the whole prompt, and
// did it give one answer. Each failed check is a lane fault, never a verdict.

/**
 * Silent-truncation threshold: the most characters of our prompt one reported input token may
 * stand for before we assume the provider (or a proxy in front of it) read only part of it.
 *
 * Vendors document about 4 characters per token for English (OpenAI; Google: "a token is about 4
 * characters"), and their tokenizers differ by tens of percent on the same text (Anthropic's newer
 * tokenizer yields about 30% more tokens than its previous one). The most frugal tokenizers reach
 * about 5 characters per token on English prose and somewhat more on whitespace-heavy code. Our
 * count is the prompt's text only — the provider also counts the system prompt wrapper, the output
 * schema or tool definition and message framing — so a real count is higher still. 10 characters
 * per token is therefore twice the most frugal real tokenizer: an honest count never crosses it,
 * while a provider that saw less than about 40% of a typical prompt does.
 */
export const MAX_CHARS_PER_REPORTED_TOKEN = 10;

/** Our count of a prompt in tokens at the documented 4 characters per token. */
export function ourTokenCount(promptChars: number): number {
  return Math.ceil(promptChars / 4);
}

/**
 * The fault text when the provider's reported input tokens are far below our count of the prompt,
 * else null. A provider that reports no input count is not judged (nothing to compare).
 */
export function silentTruncation(
  reportedInputTokens: number | undefined,
  promptChars: number,
): string | null {
  if (reportedInputTokens === undefined || !Number.isFinite(reportedInputTokens)) return null;
  if (!Number.isFinite(promptChars) || promptChars <= 0) return null;
  if (reportedInputTokens * MAX_CHARS_PER_REPORTED_TOKEN >= promptChars) return null;
  return (
    `possible silent truncation: the provider reported ${reportedInputTokens} input token(s) ` +
    `for a prompt we count at about ${ourTokenCount(promptChars)} (${promptChars} characters; more ` +
    `than ${MAX_CHARS_PER_REPORTED_TOKEN} characters per reported token means part of the ` +
    'evidence was never read) — check the base URL and any proxy in front of the provider'
  );
}

/**
 * How many answers a provider's raw reply holds: Gemini `candidates`, Chat Completions `choices`.
 * done-gate never asks for more than one; the SDK reads only the first, so a second one means we
 * cannot tell which answer is the model's verdict. 1 for any other shape.
 */
export function answerCount(rawBody: unknown): number {
  if (typeof rawBody !== 'object' || rawBody === null) return 1;
  const body = rawBody as { candidates?: unknown; choices?: unknown };
  if (Array.isArray(body.candidates)) return body.candidates.length;
  if (Array.isArray(body.choices)) return body.choices.length;
  return 1;
}
