import type { CardPack } from './pack-schema.js';

/**
 * Pirate's Cove's cards, all in one place, in the format `pack-schema.ts` defines and checks.
 *
 * Replace this file with the real cards: the digest (S004) plays with the 48 Italian cards from
 * "La Tana dei Goblin" plus its expansion's 9 Legendary Pirates and 27 Tavern cards (9 of them
 * doubles); none of their texts was found. `placeholder: true` marks every card whose text or
 * numbers are ours (data sheet 4.6 DECISIONs); the table tells players that card texts are
 * placeholders. Sourced: the counts, the Fame cards, the New Route cards, the parrots' powers (not
 * the section each guards), the names Blackbeard and Captain Hook, and Cagafueco from S004's solo text.
 */
export const CARD_PACK: CardPack = {
  /**
   * The 60 treasure (loot) cards, one deck shuffled and cut into five stacks of 12 (S004
   * "Preparazione" 1). Listed in the order of the old per-island placeholder tables, so that loot
   * ids (the order here, copies expanded) stay stable.
   */
  loot: [
    { fame: 1, gold: 2, treasures: 0, tavern: 1, copies: 4, placeholder: true },
    { fame: 2, gold: 1, treasures: 0, tavern: 1, copies: 4, placeholder: true },
    { fame: 1, gold: 0, treasures: 0, tavern: 2, copies: 4, placeholder: true },
    { fame: 1, gold: 3, treasures: 0, tavern: 0, copies: 3, placeholder: true },
    { fame: 2, gold: 2, treasures: 0, tavern: 0, copies: 3, placeholder: true },
    { fame: 1, gold: 1, treasures: 1, tavern: 0, copies: 3, placeholder: true },
    { fame: 2, gold: 0, treasures: 1, tavern: 0, copies: 3, placeholder: true },
    { fame: 1, gold: 3, treasures: 0, tavern: 0, copies: 3, placeholder: true },
    { fame: 2, gold: 2, treasures: 0, tavern: 0, copies: 3, placeholder: true },
    { fame: 1, gold: 1, treasures: 1, tavern: 0, copies: 3, placeholder: true },
    { fame: 2, gold: 0, treasures: 1, tavern: 0, copies: 3, placeholder: true },
    { fame: 1, gold: 3, treasures: 0, tavern: 0, copies: 3, placeholder: true },
    { fame: 2, gold: 2, treasures: 0, tavern: 0, copies: 3, placeholder: true },
    { fame: 1, gold: 1, treasures: 1, tavern: 0, copies: 3, placeholder: true },
    { fame: 2, gold: 0, treasures: 1, tavern: 0, copies: 3, placeholder: true },
    { fame: 1, gold: 3, treasures: 0, tavern: 0, copies: 3, placeholder: true },
    { fame: 2, gold: 2, treasures: 0, tavern: 0, copies: 3, placeholder: true },
    { fame: 1, gold: 1, treasures: 1, tavern: 0, copies: 3, placeholder: true },
    { fame: 2, gold: 0, treasures: 1, tavern: 0, copies: 3, placeholder: true },
  ],
  /**
   * The Tavern deck: 42 base cards (4 Parrot, 7 Mastercraft, 8 Battle, 6 Volley, 8 Event, 9 Fame,
   * counts sourced), 2 New Route shuffled in (2 more lie on display, S004), and the expansion's 27
   * cards, 9 of them doubles. Each expansion placeholder plays as the base kind it names.
   */
  tavern: [
    { name: 'Captain Flint’s parrot', kind: 'parrot-flint', set: 'base', copies: 1, placeholder: true },
    { name: 'Long John Silver’s parrot', kind: 'parrot-silver', set: 'base', copies: 1, placeholder: true },
    { name: 'Billy Bones’s parrot', kind: 'parrot-bones', set: 'base', copies: 1, placeholder: true },
    {
      name: 'Squire Trelawney’s parrot',
      kind: 'parrot-trelawney',
      set: 'base',
      copies: 1,
      placeholder: true,
    },
    { name: 'Sailmaker', kind: 'mastercraft-sails', set: 'base', copies: 2, placeholder: true },
    { name: 'Boatswain', kind: 'mastercraft-crew', set: 'base', copies: 2, placeholder: true },
    { name: 'Master gunner', kind: 'mastercraft-cannons', set: 'base', copies: 2, placeholder: true },
    { name: 'Carpenter', kind: 'mastercraft-hull', set: 'base', copies: 1, placeholder: true },
    { name: 'Grapple attack', kind: 'battle-grapple', set: 'base', copies: 2, placeholder: true },
    { name: 'Boarding', kind: 'battle-boarding', set: 'base', copies: 2, placeholder: true },
    { name: 'Full sail', kind: 'battle-speed', set: 'base', copies: 2, placeholder: true },
    { name: 'Extra gun crew', kind: 'battle-die', set: 'base', copies: 2, placeholder: true },
    { name: 'Double volley', kind: 'volley-dice', set: 'base', copies: 3, placeholder: true },
    { name: 'Sharp volley', kind: 'volley-sharp', set: 'base', copies: 3, placeholder: true },
    { name: 'Royal Navy', kind: 'event-navy', set: 'base', copies: 2, placeholder: true },
    { name: 'Storm', kind: 'event-storm', set: 'base', copies: 2, placeholder: true },
    { name: 'Windfall', kind: 'event-windfall', set: 'base', copies: 2, placeholder: true },
    { name: 'Tavern brawl', kind: 'event-brawl', set: 'base', copies: 2, placeholder: true },
    { name: 'Fame 1', kind: 'fame-1', set: 'base', copies: 5, placeholder: false },
    { name: 'Fame 2', kind: 'fame-2', set: 'base', copies: 3, placeholder: false },
    { name: 'Fame 3', kind: 'fame-3', set: 'base', copies: 1, placeholder: false },
    { name: 'New Route', kind: 'new-route', set: 'base', copies: 2, placeholder: false },
    { name: 'Expansion card 1', kind: 'battle-grapple', set: 'expansion', copies: 2, placeholder: true },
    { name: 'Expansion card 2', kind: 'battle-boarding', set: 'expansion', copies: 2, placeholder: true },
    { name: 'Expansion card 3', kind: 'battle-speed', set: 'expansion', copies: 2, placeholder: true },
    { name: 'Expansion card 4', kind: 'battle-die', set: 'expansion', copies: 2, placeholder: true },
    { name: 'Expansion card 5', kind: 'volley-dice', set: 'expansion', copies: 2, placeholder: true },
    { name: 'Expansion card 6', kind: 'volley-sharp', set: 'expansion', copies: 2, placeholder: true },
    { name: 'Expansion card 7', kind: 'event-storm', set: 'expansion', copies: 2, placeholder: true },
    { name: 'Expansion card 8', kind: 'event-windfall', set: 'expansion', copies: 2, placeholder: true },
    { name: 'Expansion card 9', kind: 'event-brawl', set: 'expansion', copies: 2, placeholder: true },
    { name: 'Expansion card 10', kind: 'mastercraft-sails', set: 'expansion', copies: 1, placeholder: true },
    { name: 'Expansion card 11', kind: 'mastercraft-crew', set: 'expansion', copies: 1, placeholder: true },
    {
      name: 'Expansion card 12',
      kind: 'mastercraft-cannons',
      set: 'expansion',
      copies: 1,
      placeholder: true,
    },
    { name: 'Expansion card 13', kind: 'mastercraft-hull', set: 'expansion', copies: 1, placeholder: true },
    { name: 'Expansion card 14', kind: 'event-navy', set: 'expansion', copies: 1, placeholder: true },
    { name: 'Expansion card 15', kind: 'battle-grapple', set: 'expansion', copies: 1, placeholder: true },
    { name: 'Expansion card 16', kind: 'battle-boarding', set: 'expansion', copies: 1, placeholder: true },
    { name: 'Expansion card 17', kind: 'volley-sharp', set: 'expansion', copies: 1, placeholder: true },
    { name: 'Expansion card 18', kind: 'event-windfall', set: 'expansion', copies: 1, placeholder: true },
  ],
  /** 14 Legendary Pirates: the 5 base cards and the expansion's 9 (S004 "Aggiungete le 9 Carte PL"). */
  legends: [
    { name: 'Calico Jack', fame: 2, sections: [5, 2, 2, 2], set: 'base', placeholder: true },
    { name: 'Anne Bonny', fame: 3, sections: [6, 3, 2, 2], set: 'base', placeholder: true },
    { name: 'Cagafueco', fame: 3, sections: [6, 2, 3, 3], set: 'base', placeholder: true },
    { name: 'Captain Hook', fame: 4, sections: [7, 3, 3, 3], set: 'base', placeholder: true },
    { name: 'Blackbeard', fame: 5, sections: [8, 4, 4, 3], set: 'base', placeholder: true },
    { name: 'Legendary Pirate 6', fame: 2, sections: [5, 2, 2, 3], set: 'expansion', placeholder: true },
    { name: 'Legendary Pirate 7', fame: 2, sections: [5, 3, 2, 2], set: 'expansion', placeholder: true },
    { name: 'Legendary Pirate 8', fame: 3, sections: [6, 2, 3, 2], set: 'expansion', placeholder: true },
    { name: 'Legendary Pirate 9', fame: 3, sections: [6, 3, 2, 3], set: 'expansion', placeholder: true },
    { name: 'Legendary Pirate 10', fame: 3, sections: [6, 3, 3, 2], set: 'expansion', placeholder: true },
    { name: 'Legendary Pirate 11', fame: 4, sections: [7, 3, 3, 3], set: 'expansion', placeholder: true },
    { name: 'Legendary Pirate 12', fame: 4, sections: [7, 4, 3, 3], set: 'expansion', placeholder: true },
    { name: 'Legendary Pirate 13', fame: 5, sections: [8, 4, 4, 3], set: 'expansion', placeholder: true },
    { name: 'Legendary Pirate 14', fame: 5, sections: [8, 3, 4, 4], set: 'expansion', placeholder: true },
  ],
  royalNavy: { name: 'Royal Navy', fame: 6, sections: [9, 5, 5, 4], set: 'base', placeholder: true },
};
