import { DomainError } from '../errors.js';

/** The longest chat message or report reason, in characters (code points). */
export const MAX_CHAT_LENGTH = 500;

/**
 * A chat message as stored: trimmed, not blank, at most MAX_CHAT_LENGTH characters. Control
 * characters never get this far: the argument guard refuses them for every field.
 */
export function chatText(raw: string): string {
  const text = raw.trim();
  if (text === '') throw refusal('text', 'BLANK', 'say something: the message is empty');
  return withinLimit('text', text);
}

/** A report's reason: trimmed, may be empty, at most MAX_CHAT_LENGTH characters. */
export function reportReason(raw: string): string {
  return withinLimit('reason', raw.trim());
}

function withinLimit(field: string, text: string): string {
  const length = [...text].length;
  if (length > MAX_CHAT_LENGTH)
    throw refusal(field, 'TOO_LONG', `at most ${MAX_CHAT_LENGTH} characters, not ${length}`);
  return text;
}

function refusal(field: string, reason: string, message: string): DomainError {
  return new DomainError('BAD_USER_INPUT', `${field}: ${message}`, { field, reason });
}
