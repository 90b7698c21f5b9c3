import type { Client, Sink } from 'graphql-ws';
import { describe, expect, it, vi } from 'vitest';
import { SubmitActionMutation } from '@/matches/documents';
import { ApiError, documentText } from './request';
import { socketOperation } from './socketOperation';

/** A graphql-ws client whose one operation is answered by `answer` with the sink it was given. */
function clientAnswering(answer: (sink: Sink) => void) {
  const sent: { query: string; variables?: unknown }[] = [];
  const client = {
    subscribe: (payload: { query: string; variables?: unknown }, sink: Sink) => {
      sent.push(payload);
      queueMicrotask(() => answer(sink));
      return () => {};
    },
  } as unknown as Client;
  return { client, sent };
}

const variables = { matchId: 'm', expectedSeq: 3, action: { type: 'endTurn' } };

describe('an operation on the WebSocket', () => {
  it('sends the document and variables and answers with the data', async () => {
    const { client, sent } = clientAnswering((sink) => {
      sink.next({ data: { submitAction: { seq: 4 } } });
      sink.complete();
    });
    const data = await socketOperation(client, SubmitActionMutation, variables);
    expect(data.submitAction.seq).toBe(4);
    expect(sent).toEqual([{ query: documentText(SubmitActionMutation), variables }]);
  });

  it('turns an error answer into an ApiError with its code and extensions, and tells of a rejected token', async () => {
    const onTokenRejected = vi.fn();
    const refused = socketOperation(
      clientAnswering((sink) => {
        sink.next({
          errors: [{ message: 'it is not your turn', extensions: { code: 'NOT_YOUR_TURN', seat: 1 } }],
        });
        sink.complete();
      }).client,
      SubmitActionMutation,
      variables,
      onTokenRejected,
    );
    await expect(refused).rejects.toEqual(new ApiError('NOT_YOUR_TURN', 'it is not your turn', { seat: 1 }));
    expect(onTokenRejected).not.toHaveBeenCalled();

    const rejected = socketOperation(
      clientAnswering((sink) =>
        sink.next({ errors: [{ message: 'sign in', extensions: { code: 'UNAUTHENTICATED' } }] }),
      ).client,
      SubmitActionMutation,
      variables,
      onTokenRejected,
    );
    await expect(rejected).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(onTokenRejected).toHaveBeenCalledOnce();
  });

  it('says NETWORK_ERROR when the connection is lost before the answer, and keeps a refusal the server sent instead', async () => {
    const lost = socketOperation(
      clientAnswering((sink) => sink.error({ code: 1006, reason: '' })).client,
      SubmitActionMutation,
      variables,
    );
    await expect(lost).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    const capped = socketOperation(
      clientAnswering((sink) =>
        sink.error([{ message: 'too many', extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' } }]),
      ).client,
      SubmitActionMutation,
      variables,
    );
    await expect(capped).rejects.toMatchObject({ code: 'TOO_MANY_SUBSCRIPTIONS' });
    const silent = socketOperation(
      clientAnswering((sink) => sink.complete()).client,
      SubmitActionMutation,
      variables,
    );
    await expect(silent).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });
});
