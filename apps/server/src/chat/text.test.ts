import { describe, expect, it } from 'vitest';
import { chatText, MAX_CHAT_LENGTH, reportReason } from './text.js';

describe('chat text', () => {
  it('is trimmed', () => {
    expect(chatText('  Fair winds  ')).toBe('Fair winds');
  });

  it('may not be blank', () => {
    expect(() => chatText(' \u00a0 ')).toThrow(
      expect.objectContaining({ details: { field: 'text', reason: 'BLANK' } }),
    );
  });

  it('counts characters, not UTF-16 units, up to the limit', () => {
    expect(chatText('🦜'.repeat(MAX_CHAT_LENGTH))).toHaveLength(2 * MAX_CHAT_LENGTH);
    expect(() => chatText('a'.repeat(MAX_CHAT_LENGTH + 1))).toThrow(
      expect.objectContaining({ code: 'BAD_USER_INPUT', details: { field: 'text', reason: 'TOO_LONG' } }),
    );
  });

  it('a report reason may be empty but not too long', () => {
    expect(reportReason('  ')).toBe('');
    expect(() => reportReason('a'.repeat(MAX_CHAT_LENGTH + 1))).toThrow(
      expect.objectContaining({ details: { field: 'reason', reason: 'TOO_LONG' } }),
    );
  });
});
