import type { ReactNode } from 'react';

/**
 * The tags a rules message may use: paragraphs, lists, strong and emphasised words. Every language
 * writes the same tags (the catalogue check holds each message's tags to English's).
 */
export const RULES_TAGS = {
  p: (chunks: ReactNode) => <p>{chunks}</p>,
  ul: (chunks: ReactNode) => <ul>{chunks}</ul>,
  ol: (chunks: ReactNode) => <ol>{chunks}</ol>,
  li: (chunks: ReactNode) => <li>{chunks}</li>,
  b: (chunks: ReactNode) => <strong>{chunks}</strong>,
  i: (chunks: ReactNode) => <em>{chunks}</em>,
} as const;
