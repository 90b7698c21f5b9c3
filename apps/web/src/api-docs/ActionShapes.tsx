'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { ErrorNote, Loading } from '@/components/Status';
import { useApiQuery } from '@/lib/api/queries';
import { useFormats } from '@/lib/format';
import { gameName } from '@/matches/names';
import { actionShapes, type JsonSchema, type ShapeWords } from './actionShapes';
import { ActionSchemasDocument as ActionSchemasQuery } from '@/lib/api/generated/graphql';

const NO_VARIABLES = {};

/**
 * The shapes of each game's actions, read from the API's `Game.actionSchema`: per game, every action
 * type with what it does and its fields, and the raw JSON Schema to copy.
 */
export function ActionShapes() {
  const t = useTranslations('apiDocs.shapes');
  const tc = useTranslations('common');
  const formats = useFormats();
  const query = useApiQuery(ActionSchemasQuery, NO_VARIABLES);
  const [chosen, setChosen] = useState<string | null>(null);
  const id = useId();
  const words = useMemo<ShapeWords>(
    () => ({
      alternatives: (items) => formats.list(items, 'or'),
      withDefault: (shape, value) => t('words.withDefault', { shape, value }),
      more: (listed, count) => t('words.more', { listed, count }),
      list: (of, { min, max }) =>
        t('words.list', {
          of,
          count:
            min !== undefined && min === max
              ? 'exactly'
              : min !== undefined && max !== undefined
                ? 'range'
                : min !== undefined
                  ? 'min'
                  : max !== undefined
                    ? 'max'
                    : 'any',
          min: min ?? 0,
          max: max ?? 0,
        }),
      anyJson: t('words.anyJson'),
      anything: t('words.anything'),
      untyped: t('words.untyped'),
    }),
    [t, formats],
  );
  if (query.isPending) return <Loading>{t('loading')}</Loading>;
  if (!query.data) return <ErrorNote error={query.error} title={t('failed')} />;
  const { games } = query.data;
  const game = games.find((entry) => entry.id === chosen) ?? games[0];
  if (!game) return <p className="muted">{t('noGames')}</p>;
  const name = gameName(game, tc);
  const schema = game.actionSchema as JsonSchema;
  const shapes = actionShapes(schema, words);
  // The engine's (English) description, in the reader's language where the catalogue has it (a test
  // keeps the English catalogue equal to the engine's); else as the API sent it, marked English.
  const described = (key: string, english: string | null): { text: string; lang?: 'en' } | null => {
    if (english === null) return null;
    // Checked with `has`: an action or field the catalogue lacks is shown in the API's English.
    return t.has(`actions.${key}` as 'actions.cartagena.playCard.about')
      ? { text: t(`actions.${key}` as 'actions.cartagena.playCard.about') }
      : { text: english, lang: 'en' };
  };
  return (
    <div className="action-shapes" data-testid="action-shapes">
      <div className="action-tabs" role="tablist" aria-label={t('tabs')}>
        {games.map((entry) => (
          <button
            key={entry.id}
            type="button"
            role="tab"
            id={`${id}-${entry.id}`}
            aria-selected={entry.id === game.id}
            aria-controls={`${id}-panel`}
            onClick={() => setChosen(entry.id)}
            data-testid={`action-game-${entry.id}`}
          >
            {gameName(entry, tc)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${game.id}`}>
        <p className="muted small">
          {t.rich('count', { count: shapes.length, game: name, code: (chunks) => <code>{chunks}</code> })}
        </p>
        <ul className="action-list">
          {shapes.map((shape) => {
            const about = described(`${game.id}.${shape.type}.about`, shape.description);
            return (
              <li key={shape.type} className="action-shape" data-testid="action-shape">
                <h3>
                  <code>{shape.type}</code>
                </h3>
                {about ? <p lang={about.lang}>{about.text}</p> : null}
                {shape.fields.length > 0 ? (
                  <dl className="action-fields">
                    {shape.fields.map((field) => {
                      const help = described(
                        `${game.id}.${shape.type}.fields.${field.name}`,
                        field.description,
                      );
                      return (
                        <div key={field.name}>
                          <dt>
                            <code>{field.name}</code>
                            {field.required ? null : <span className="muted small"> {t('optional')}</span>}
                          </dt>
                          <dd>
                            <code className="field-shape">{field.shape}</code>
                            {help ? <span lang={help.lang}> — {help.text}</span> : null}
                          </dd>
                        </div>
                      );
                    })}
                  </dl>
                ) : (
                  <p className="muted small">
                    {t.rich('noFields', { code: (chunks) => <code>{chunks}</code> })}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
        <details className="raw-schema">
          <summary>{t('raw', { game: name })}</summary>
          <pre className="code" tabIndex={0}>
            <code>{JSON.stringify(schema, null, 2)}</code>
          </pre>
        </details>
      </div>
    </div>
  );
}
