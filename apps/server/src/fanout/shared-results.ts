import {
  createSourceEventStream,
  execute,
  getOperationAST,
  Kind,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
} from 'graphql';

/**
 * A subscription result executed and serialised once for every subscriber of its group: `json` is
 * the `next` message's payload, written as is into each subscriber's frame.
 */
export class SharedResult implements ExecutionResult {
  /** Already in `json`: graphql-ws passes this object on to `onNext` as a result. */
  readonly data = null;
  constructor(readonly json: string) {}
}

/**
 * Says whether an event of subscription field `field` may be shared, and by whom: `event` is the
 * object standing for this change on this node (the same object for every local subscriber of it),
 * `group` names the subscribers who see the same thing (for example every anonymous spectator).
 * Null: the event is this subscriber's alone (a snapshot), executed for it only.
 */
export type ShareKey = (
  field: string,
  event: unknown,
  context: unknown,
) => { event: object; group: string } | null;

/** Turns an execution result into the payload clients get (errors formatted and masked). */
export type Finish = (result: ExecutionResult) => ExecutionResult;

type Frames = WeakMap<DocumentNode, Map<string, Promise<SharedResult>>>;

/**
 * How long results stay shared. Subscribers of an event ask for it within the same few ticks; a
 * later one (behind a slow socket) executes it again. Kept any longer, every followed match would
 * hold its last update's serialised views until its next update.
 */
const SHARED_FOR_MS = 100;

/**
 * graphql-js's `subscribe`, except that a shareable event is executed and `JSON.stringify`-ed once
 * per (document, operation, variables, group) and the same `SharedResult` goes to every subscriber
 * of that group: graphql-ws would otherwise execute and serialise the same view once per spectator.
 */
export function sharedSubscribe(shareKey: ShareKey, finish: Finish) {
  let byEvent = new Map<object, Frames>();
  let forgetting = false;
  const forgetSoon = () => {
    if (forgetting) return;
    forgetting = true;
    setTimeout(() => {
      byEvent = new Map();
      forgetting = false;
    }, SHARED_FOR_MS).unref();
  };

  const shared = (args: ExecutionArgs, event: object, id: string) => {
    let frames = byEvent.get(event);
    if (!frames) {
      byEvent.set(event, (frames = new WeakMap()));
      forgetSoon();
    }
    let byGroup = frames.get(args.document);
    if (!byGroup) frames.set(args.document, (byGroup = new Map()));
    let frame = byGroup.get(id);
    if (!frame) {
      frame = Promise.resolve(execute(args)).then(
        (result) => new SharedResult(JSON.stringify(payloadOf(finish(result)))),
      );
      byGroup.set(id, frame);
    }
    return frame;
  };

  return async (args: ExecutionArgs): Promise<AsyncIterable<ExecutionResult> | ExecutionResult> => {
    const stream = await createSourceEventStream(args);
    if (!(Symbol.asyncIterator in stream)) return stream;
    const field = rootField(args);
    // A subscription's viewer does not change: its group's key is built once, not per event.
    const ids = new Map<string, string>();
    const idOf = (group: string) => {
      let id = ids.get(group);
      if (id === undefined) {
        id = JSON.stringify([group, args.operationName ?? null, args.variableValues ?? null]);
        ids.set(group, id);
      }
      return id;
    };
    return mapEvents<unknown, ExecutionResult>(stream, (event) => {
      const eventArgs = { ...args, rootValue: event };
      const key = field === null ? null : shareKey(field, event, args.contextValue);
      return key === null
        ? Promise.resolve(execute(eventArgs))
        : shared(eventArgs, key.event, idOf(key.group));
    });
  };
}

/** The subscription's one root field (validation allows no other shape), or null if aliased. */
function rootField(args: ExecutionArgs): string | null {
  const selection = getOperationAST(args.document, args.operationName)?.selectionSet.selections[0];
  return selection?.kind === Kind.FIELD ? selection.name.value : null;
}

/** What graphql-ws sends as a `next` payload: the result, with `errors` only when there are some. */
function payloadOf(result: ExecutionResult): object {
  const { errors, ...rest } = result;
  return errors ? { ...rest, errors: errors.map((error) => error.toJSON()) } : rest;
}

/** `source` with each event mapped; returning or throwing ends the source too. */
function mapEvents<T, U>(source: AsyncIterable<T>, map: (event: T) => Promise<U>): AsyncGenerator<U> {
  const iterator = source[Symbol.asyncIterator]();
  const mapped: AsyncGenerator<U> = {
    async next() {
      const step = await iterator.next();
      if (step.done) return { done: true, value: undefined };
      try {
        return { done: false, value: await map(step.value) };
      } catch (error) {
        await iterator.return?.();
        throw error;
      }
    },
    async return() {
      await iterator.return?.();
      return { done: true, value: undefined };
    },
    async throw(error: unknown) {
      await iterator.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return mapped;
    },
  };
  return mapped;
}
