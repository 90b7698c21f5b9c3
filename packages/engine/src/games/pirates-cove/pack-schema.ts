import { z } from 'zod';
import { PACK_COUNTS, TAVERN_CARDS } from './card-names.js';

/**
 * The format of the card pack (`pack.ts`): every card of the game as data — the 60 treasure (loot)
 * cards, the Tavern deck (base, New Route and the digest's expansion), the Legendary Pirates and the
 * Royal Navy. A person who owns the cards replaces `pack.ts`; `parsePack` checks it at load, so a
 * pack that breaks the digest's counts (S004 "Materiale", "Preparazione") never reaches a game.
 *
 * Tavern card kinds are the effects the rules know: a card of the expansion whose text is unknown
 * plays as one of them (`kind`) until someone writes its real effect.
 */

const count = z.number().int().min(0);
/** True where the card's real text or numbers are unknown and these are ours. */
const placeholder = z.boolean();

const lootCard = z.strictObject({
  fame: count,
  gold: count,
  treasures: count,
  /** Tavern cards drawn when plundered. */
  tavern: count,
  copies: z.number().int().min(1),
  placeholder,
});

const tavernCard = z.strictObject({
  /** The name printed on the card (ours where a placeholder). */
  name: z.string().min(1),
  kind: z.enum(TAVERN_CARDS),
  set: z.enum(['base', 'expansion']),
  /** 2 for the expansion's doubles. */
  copies: z.number().int().min(1),
  placeholder,
});

const legendCard = z.strictObject({
  name: z.string().min(1),
  fame: z.number().int().min(1),
  /** Hits each section takes before the ship is defeated (one more sinks it): sails, crew, cannons, hull. */
  sections: z.tuple([count, count, count, count]),
  set: z.enum(['base', 'expansion']),
  placeholder,
});

const copiesOf = <T extends { copies: number }>(cards: readonly T[], test: (card: T) => boolean) =>
  cards.filter(test).reduce((sum, card) => sum + card.copies, 0);

export const cardPackSchema = z
  .strictObject({
    loot: z.array(lootCard),
    tavern: z.array(tavernCard),
    legends: z.array(legendCard),
    royalNavy: legendCard,
  })
  .superRefine((pack, ctx) => {
    const expect = (actual: number, wanted: number, what: string) => {
      if (actual !== wanted)
        ctx.addIssue({ code: 'custom', message: `${what}: ${actual}, S004 has ${wanted}` });
    };
    const base = (card: { set: string }) => card.set === 'base';
    const expansion = (card: { set: string }) => card.set === 'expansion';
    expect(
      copiesOf(pack.loot, () => true),
      PACK_COUNTS.loot,
      'treasure cards',
    );
    expect(pack.legends.filter(base).length, PACK_COUNTS.baseLegends, 'base Legendary Pirates');
    expect(
      pack.legends.filter(expansion).length,
      PACK_COUNTS.expansionLegends,
      'expansion Legendary Pirates',
    );
    const names = pack.legends.map((legend) => legend.name);
    if (new Set(names).size !== names.length) ctx.addIssue({ code: 'custom', message: 'LP names repeat' });
    const newRoute = (card: { kind: string }) => card.kind === 'new-route';
    expect(
      copiesOf(pack.tavern, (c) => base(c) && !newRoute(c)),
      PACK_COUNTS.baseTavern,
      'base Tavern cards',
    );
    expect(copiesOf(pack.tavern, newRoute), PACK_COUNTS.newRoutesInDeck, 'New Route cards in the deck');
    expect(copiesOf(pack.tavern, expansion), PACK_COUNTS.expansionTavern, 'expansion Tavern cards');
    expect(
      pack.tavern.filter((c) => expansion(c) && c.copies === 2).length,
      PACK_COUNTS.expansionDoubles,
      'expansion doubles',
    );
  });

export type CardPack = z.infer<typeof cardPackSchema>;

/** The pack checked against its format and S004's counts; throws naming every problem. */
export function parsePack(input: unknown): CardPack {
  const parsed = cardPackSchema.safeParse(input);
  if (!parsed.success) {
    throw new Error(
      `invalid Pirate's Cove card pack: ${parsed.error.issues.map((i) => i.message).join('; ')}`,
    );
  }
  return parsed.data;
}
