import type { Request, Response } from 'express';
import type { MatchService } from '../matches/service.js';

/**
 * GET /matches/:id/log.jsonl — a finished match as JSON lines: a header with the game, options,
 * seats, seed and result, then one line per log entry. Anyone can replay it and check the shuffles.
 */
export function logExportHandler(matches: MatchService) {
  return async (request: Request, response: Response) => {
    const id = String(request.params['id'] ?? '');
    const match = await matches.get(id);
    if (!match) {
      response.status(404).json({ error: { code: 'NOT_FOUND', message: `no match "${id}"` } });
      return;
    }
    const { record } = match;
    if (record.status !== 'FINISHED') {
      response.status(409).json({
        error: { code: 'MATCH_NOT_FINISHED', message: 'the full log is published when the match ends' },
      });
      return;
    }
    response.type('application/x-ndjson');
    response.setHeader(
      'Content-Disposition',
      `attachment; filename="brethren-${record.game}-${record.id}.jsonl"`,
    );
    const header = {
      matchId: record.id,
      game: record.game,
      options: record.options,
      players: record.playerCount,
      seats: record.seats.map((seat) => ({
        seat: seat.seat,
        player: seat.user?.handle ?? null,
        bot: seat.botLevel,
      })),
      seed: record.seed,
      seedHash: record.seedHash,
      startedAt: record.startedAt,
      finishedAt: record.finishedAt,
      result: record.result,
    };
    const lines = [JSON.stringify(header)];
    for (const entry of await matches.log(record, 0)) lines.push(JSON.stringify(entry));
    response.send(lines.join('\n') + '\n');
  };
}
