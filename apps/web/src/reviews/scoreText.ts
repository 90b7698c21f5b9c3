import { useFormatter } from 'next-intl';
import { useMemo } from 'react';

/** An expected score and a difference of two, as a review writes them. */
export interface ScoreText {
  /** An expected score in [0, 1], to two places: "0.61", "0,61". */
  value(score: number): string;
  /** What a better choice was worth more, signed: "+0.23", "+0,23". */
  gain(loss: number): string;
}

/** The review's numbers in the reader's language. */
export function useScoreText(): ScoreText {
  const format = useFormatter();
  return useMemo(
    () => ({
      value: (score) => format.number(score, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      gain: (loss) =>
        format.number(loss, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'always' }),
    }),
    [format],
  );
}
