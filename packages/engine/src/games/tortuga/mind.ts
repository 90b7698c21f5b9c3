import type { EventCard, Hold, Nation } from './data.js';
import type { TortugaSeatView, TortugaView } from './view.js';

/** Ship names as indexes into the view's `ships`. */
export const SHIP_INDEX = { flyingDutchman: 0, jollyRoger: 1 } as const;

/**
 * Reads the bot's own view: its nation, what it believes of every other seat (a known loyalty, or
 * the odds left by the loyalty table), the treasure standing and the cards it has peeked at.
 */
export class Mind {
  readonly me: number;
  readonly nation: Nation | null;
  /** +1 a sure teammate, −1 a sure opponent, between: the odds (0 for the Dutch, who side with nobody). */
  readonly sign: number[];
  readonly lead: number;

  constructor(readonly view: TortugaView) {
    this.me = view.viewer ?? 0;
    this.nation = view.seats[this.me]?.loyalty ?? null;
    this.sign = view.seats.map((seat) => this.signOf(seat));
    const { british, french } = view.scores;
    this.lead =
      this.nation === 'british'
        ? british - french
        : this.nation === 'french'
          ? french - british
          : -Math.abs(british - french);
  }

  private signOf(seat: TortugaSeatView): number {
    if (seat.seat === this.me) return 1;
    if (this.nation === 'dutch' || this.nation === null) return 0;
    if (seat.loyalty !== null) return seat.loyalty === this.nation ? 1 : -1;
    // Unknown loyalties share what the table leaves after the known cards.
    const unknown = this.view.seats.filter((s) => s.loyalty === null);
    const counts = { british: 0, french: 0, dutch: 0 };
    const total = this.view.players;
    const dutch = total % 2 === 1 ? 1 : this.view.options.dutchSauce ? 2 : 0;
    counts.dutch = dutch;
    counts.british = (total - dutch) / 2;
    counts.french = (total - dutch) / 2;
    for (const s of this.view.seats) if (s.loyalty !== null) counts[s.loyalty] -= 1;
    const mine = counts[this.nation];
    const theirs = counts[this.nation === 'british' ? 'french' : 'british'];
    return unknown.length === 0 ? 0 : (mine - theirs) / unknown.length;
  }

  /** How much a nation's treasure is worth to us (Dutch: whatever narrows the gap). */
  holdValue(hold: Hold): number {
    if (this.nation === 'dutch' || this.nation === null) {
      const { british, french } = this.view.scores;
      const gap = hold === 'british' ? british - french : french - british;
      return gap < 0 ? 1 : -1;
    }
    return hold === this.nation ? 1 : -1;
  }

  get myHold(): Hold {
    if (this.nation === 'british' || this.nation === 'french') return this.nation;
    return this.view.scores.british <= this.view.scores.french ? 'british' : 'french';
  }

  /** Worth to us of the Armada appearing now. */
  armadaValue(): number {
    if (this.nation === 'dutch') return this.view.scores.british === this.view.scores.french ? 10 : -10;
    return this.lead > 0 ? 10 : this.lead < 0 ? -10 : -1;
  }

  seat(seat: number): TortugaSeatView {
    return this.view.seats[seat] as TortugaSeatView;
  }

  /** What revealing `card` is worth to the pirate in `seat`, from that pirate's own side. */
  cardWorth(card: EventCard, seat: number): number {
    const who = this.seat(seat);
    const aboard = who.place === 'flyingDutchman' || who.place === 'jollyRoger';
    switch (card) {
      case 'letterOfMarque':
        return 0.5;
      case 'pistol':
        return 0.8;
      case 'blackSpot':
        return aboard ? (who.roles.length > 0 ? -1.5 : -1) : -0.5;
      case 'albatross': {
        if (!aboard) return -0.4;
        const ship = this.view.ships[SHIP_INDEX[who.place as 'flyingDutchman']];
        const others = (ship?.crew ?? []).reduce((n, s) => n + (this.seat(s).albatross ?? 0), 0);
        return others + who.albatross >= 1 ? -2 : -0.6;
      }
      case 'fountainOfYouth':
      case 'atlantis':
      case 'elDorado':
        return 0.2;
      case 'pirateCode':
      case 'scurvy':
        return -0.3;
      case 'crowsNest':
        return 0.3;
      case 'stormySeas':
        return this.stormyWorth(seat);
      case 'spanishArmada':
        return 0;
      default:
        return 0;
    }
  }

  /** Stormy Seas for us: treasure leaving the revealer's ship (or Tortuga's areas). */
  stormyWorth(seat: number): number {
    const who = this.seat(seat);
    if (who.place === 'flyingDutchman' || who.place === 'jollyRoger') {
      const holds = this.view.ships[SHIP_INDEX[who.place]]?.holds ?? { british: 0, french: 0 };
      return -(holds.british * this.holdValue('british') + holds.french * this.holdValue('french'));
    }
    if (who.place !== 'tortuga') return 0;
    const areas = this.view.tortuga.areas;
    const start = this.view.ruleset === 'FR-2e' ? 1 : 0;
    return (
      (start - areas.british) * this.holdValue('british') + (start - areas.french) * this.holdValue('french')
    );
  }

  /** Chance the Armada lies in a face-down slot we have not peeked at. */
  armadaOdds(): number {
    const unknown = this.view.eventRow.filter((s) => s.faceDown && s.known === null).length;
    if (unknown === 0) return 0;
    if (this.view.eventRow.some((s) => s.known === 'spanishArmada')) return 0;
    const deck = this.view.eventDeckSize;
    if (this.view.suddenDeath > 0) return 0;
    const inRow = this.view.ruleset === 'FR-2e' ? (deck === 0 ? 1 : 0) : Math.max(0, 5 - deck) / 5;
    return inRow / unknown;
  }

  /** Expected worth, for us, of `seat` revealing the card in `slot` (1-based). */
  slotWorth(slot: number, seat: number): number {
    const known = this.view.eventRow[slot - 1]?.known ?? null;
    const side = this.sign[seat] ?? 0;
    if (known === 'spanishArmada') return this.armadaValue();
    if (known !== null)
      return (
        side * this.cardWorth(known, seat) +
        (known === 'stormySeas' ? this.stormyWorth(seat) * (1 - side) : 0)
      );
    const odds = this.armadaOdds();
    return (1 - odds) * side * -0.25 + odds * this.armadaValue();
  }
}
