import type { Request, Response } from 'express';
import type { ChatService } from '../chat/service.js';
import type { MatchReader } from '../matches/reader.js';

/** Log entries read and written at a time, so a long log is never held in memory whole. */
const PAGE = 500;

/**
 * GET /matches/:id/log.jsonl — a finished match as JSON lines: a header with the game, options,
 * seats, seed, result and chat (both channels, oldest first), then one line per log entry. Anyone can replay it and check the shuffles.
 * The log is streamed a page at a time, straight from the store: nothing is replayed.
 */
export function logExportHandler(matches: MatchReader, chat: ChatService) {
  return async (request: Request, response: Response) => {
    const id = String(request.params['id'] ?? '');
    const record = await matches.record(id);
    if (!record) {
      response.status(404).json({ error: { code: 'NOT_FOUND', message: `no match "${id}"` } });
      return;
    }
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
      // In the header, not as lines of its own: every line after the header is a log entry.
      chat: await chat.transcript(record),
    };
    response.write(JSON.stringify(header) + '\n');
    for (let after = 0; after < record.seq; after += PAGE) {
      const entries = await matches.log(record, after, Math.min(after + PAGE, record.seq));
      const chunk = entries.map((entry) => JSON.stringify(entry) + '\n').join('');
      // Wait for the socket to drain before reading more: a slow client holds back the reads.
      if (!response.write(chunk)) await drainedOrClosed(response);
      if (response.destroyed) return;
    }
    response.end();
  };
}

function drainedOrClosed(response: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      response.off('drain', done);
      response.off('close', done);
      resolve();
    };
    response.once('drain', done);
    response.once('close', done);
  });
}
