import { actionJsonSchema } from '@brethren/engine/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '@/i18n/locales';
import { loadGame } from '@/lib/engine';
import { testTranslator } from '@/testing/intl';
import { renderWithApi } from '@/testing/api';
import { showPath } from '@/testing/navigation';
import { ActionShapes } from './ActionShapes';
import { actionShapes, describeShape, type JsonSchema } from './actionShapes';

beforeEach(() => showPath('/api-docs'));

/** The schemas the API publishes: the engine's own, as `Game.actionSchema` answers them. */
const schemas: Record<string, JsonSchema> = {};
beforeAll(async () => {
  for (const id of ['cartagena', 'port-royal', 'tortuga', 'pirates-cove']) {
    const game = await loadGame(id);
    schemas[id] = actionJsonSchema(game!);
  }
});

describe('action shapes', () => {
  it('list every action type of every game, each with a description', () => {
    for (const schema of Object.values(schemas)) {
      const shapes = actionShapes(schema);
      expect(shapes.length).toBe(schema.oneOf?.length);
      expect(new Set(shapes.map((shape) => shape.type)).size).toBe(shapes.length);
      for (const shape of shapes) expect(shape.description).toBeTruthy();
    }
  });

  it('say each field’s type in a few words', () => {
    const cartagena = actionShapes(schemas['cartagena']!);
    const field = (type: string, name: string) =>
      cartagena.find((shape) => shape.type === type)?.fields.find((entry) => entry.name === name);
    expect(field('usePistol', 'target')).toMatchObject({
      shape: 'integer 0–4',
      required: true,
      description: 'A seat, counted from 0.',
    });
    expect(field('playCard', 'from')?.shape).toBe('integer ≥ 1 or "start" | "boat" | "finish"');
    expect(field('playCard', 'card')?.shape).toBe('object { symbol, dark? }');
    expect(field('playParrots', 'cards')?.shape).toBe('[object { symbol, dark? }, object { symbol, dark? }]');
    expect(cartagena.find((shape) => shape.type === 'endTurn')?.fields).toEqual([]);
    expect(describeShape({ type: 'boolean', default: false })).toBe('boolean, default false');
    expect(
      describeShape({
        type: 'array',
        items: { type: 'integer', minimum: 1, maximum: 5 },
        minItems: 2,
        maxItems: 2,
      }),
    ).toBe('list of integer 1–5 (2)');
    expect(describeShape({ enum: Array.from({ length: 20 }, (_, i) => `c${i}`) })).toMatch(
      /\| … \(20 values\)$/,
    );
  });
});

describe('the action shapes’ words', () => {
  /** Every description the schemas carry, by its catalogue key under `apiDocs.shapes.actions`. */
  const descriptions = () =>
    Object.entries(schemas).flatMap(([game, schema]) =>
      actionShapes(schema).flatMap((shape) => [
        ...(shape.description ? [[`${game}.${shape.type}.about`, shape.description] as const] : []),
        ...shape.fields.flatMap((field) =>
          field.description
            ? [[`${game}.${shape.type}.fields.${field.name}`, field.description] as const]
            : [],
        ),
      ]),
    );

  it('say in English exactly what the engine says, so the catalogue never drifts from the schema', () => {
    const t = testTranslator('apiDocs.shapes');
    const all = descriptions();
    expect(all.length).toBeGreaterThan(150);
    for (const [key, english] of all)
      expect(t(`actions.${key}` as 'actions.cartagena.playCard.about'), key).toBe(english);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('say every action and field in %s', (locale) => {
    const t = testTranslator('apiDocs.shapes', locale);
    for (const [key, english] of descriptions()) {
      const path = `actions.${key}` as 'actions.cartagena.playCard.about';
      expect(t.has(path), key).toBe(true);
      expect(t(path), key).not.toBe(english);
    }
  });
});

describe('the API page’s action shapes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are told in the reader’s language, not marked English', async () => {
    renderWithApi(
      <ActionShapes />,
      {
        ActionSchemas: {
          data: { games: [{ id: 'cartagena', name: 'Cartagena', actionSchema: schemas['cartagena'] }] },
        },
      },
      null,
      'it',
    );
    const panel = await screen.findByTestId('action-shapes');
    const pistol = within(panel)
      .getAllByTestId('action-shape')
      .find((shape) => shape.textContent?.includes('usePistol'))!;
    expect(pistol.querySelector('p')?.textContent).toBe(
      'Black Magic Woman: guarda la mano di `target` e prendi una carta; quel giocatore ne pesca una.',
    );
    expect(pistol.querySelector('[lang="en"]')).toBeNull();
    expect(pistol.querySelector('dd')?.textContent).toContain('Una carta: il suo simbolo');
  });

  it('shows each game’s actions from the API, and the raw schema', async () => {
    renderWithApi(<ActionShapes />, {
      ActionSchemas: {
        data: {
          games: [
            { id: 'cartagena', name: 'Cartagena', actionSchema: schemas['cartagena'] },
            { id: 'port-royal', name: 'Port Royal', actionSchema: schemas['port-royal'] },
          ],
        },
      },
    });
    const panel = await screen.findByTestId('action-shapes');
    expect(within(panel).getAllByTestId('action-shape')).toHaveLength(schemas['cartagena']!.oneOf!.length);
    expect(panel.textContent).toContain('usePistol');
    expect(panel.querySelector('details pre')?.textContent).toContain('"const": "playCard"');
    fireEvent.click(screen.getByTestId('action-game-port-royal'));
    await waitFor(() => expect(panel.textContent).toContain('chooseTrump'));
    expect(screen.getByTestId('action-game-port-royal').getAttribute('aria-selected')).toBe('true');
    expect(within(panel).getAllByTestId('action-shape')).toHaveLength(schemas['port-royal']!.oneOf!.length);
  });
});
