import { useTranslations } from 'next-intl';
import type { WinRate } from '@/lib/api/types';
import { useFormats } from '@/lib/format';
import { groupLabel } from './format';

/**
 * Win rates of one grouping (by seat, table size or team) as a table with a bar per row: the
 * numbers stay readable and copyable, the bars give the shape at a glance.
 */
export function WinRates({
  title,
  kind,
  rates,
  empty,
  testId,
}: {
  title: string;
  kind: 'seat' | 'players' | 'team';
  rates: readonly WinRate[];
  empty: string;
  testId?: string;
}) {
  const t = useTranslations('ranked.winRates');
  const formats = useFormats();
  return (
    <div className="win-rates" data-testid={testId}>
      <h3>{title}</h3>
      {rates.length === 0 ? (
        <p className="muted small">{empty}</p>
      ) : (
        <table className="win-rate-table">
          <thead>
            <tr>
              <th scope="col">{t('group', { kind })}</th>
              <th scope="col" className="num">
                {t('games')}
              </th>
              <th scope="col" className="num">
                {t('wins')}
              </th>
              <th scope="col" className="rate-col">
                {t('rate')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rates.map((rate) => (
              <tr key={rate.key}>
                <th scope="row">{groupLabel(kind, rate.key, t)}</th>
                <td className="num">{formats.number(rate.games)}</td>
                <td className="num">{formats.number(rate.wins)}</td>
                <td className="rate-col">
                  <span className="rate-cell">
                    <span className="rate-bar" aria-hidden="true">
                      <span style={{ width: `${Math.round(Math.min(1, Math.max(0, rate.rate)) * 100)}%` }} />
                    </span>
                    <span className="rate-value">{formats.percent(rate.rate)}</span>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
