'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { ErrorNote, Loading } from '@/components/Status';
import type { VacationFieldsFragment } from '@/lib/api/generated/graphql';
import { useApiCache, useApiMutation, useApiQuery } from '@/lib/api/queries';
import { errorCode } from '@/lib/api/request';
import { useFormats } from '@/lib/format';
import { EndVacationMutation, MyVacationQuery, StartVacationMutation } from './documents';

const NO_VARIABLES = {};

/** Codes after which what the page knows of the vacation is stale: it is read again. */
const STALE_AFTER = new Set(['VACATION_ALLOWANCE_EXCEEDED', 'ALREADY_ON_VACATION', 'NOT_ON_VACATION']);

/**
 * The viewer's vacation: the days left this year and a way to take some, or, while away, when
 * they come back and a way back now. Their turn-based clocks stand still meanwhile.
 */
export function VacationPanel() {
  const t = useTranslations('account.vacation');
  const id = useId();
  const query = useApiQuery(MyVacationQuery, NO_VARIABLES);
  const { update } = useApiCache();
  const { refetch } = query;
  const receive = (vacation: VacationFieldsFragment) =>
    update(MyVacationQuery, NO_VARIABLES, (current) =>
      current?.me ? { me: { ...current.me, vacation } } : current,
    );
  const reloadIfStale = async (failure: unknown) => {
    if (STALE_AFTER.has(errorCode(failure) ?? '')) await refetch();
  };
  const start = useApiMutation(StartVacationMutation, {
    onSuccess: ({ startVacation }) => receive(startVacation),
    onError: reloadIfStale,
  });
  const end = useApiMutation(EndVacationMutation, {
    onMutate: () => start.reset(),
    onSuccess: ({ endVacation }) => receive(endVacation),
    onError: reloadIfStale,
  });
  const vacation = query.data?.me?.vacation;

  return (
    <section className="panel" aria-labelledby={`${id}-title`} data-testid="vacation">
      <h2 id={`${id}-title`}>{t('title')}</h2>
      {vacation ? (
        <>
          <p>{t('about', { days: vacation.daysPerYear })}</p>
          {vacation.until ? (
            <Away until={vacation.until} busy={end.isPending} onEnd={() => end.mutate({})} />
          ) : (
            <TakeDays
              daysLeft={vacation.daysLeft}
              busy={start.isPending}
              onStart={(days) => start.mutate({ days })}
            />
          )}
          <div className="form-error-slot" aria-live="polite">
            {start.error ? <ErrorNote error={start.error} title={t('startFailed')} /> : null}
            {end.error ? <ErrorNote error={end.error} title={t('endFailed')} /> : null}
          </div>
        </>
      ) : query.error ? (
        <ErrorNote error={query.error} />
      ) : (
        <Loading />
      )}
    </section>
  );
}

function Away({ until, busy, onEnd }: { until: string; busy: boolean; onEnd: () => void }) {
  const t = useTranslations('account.vacation');
  const formats = useFormats();
  return (
    <>
      <p data-testid="vacation-until">
        <strong>{t('until', { date: formats.date(until) })}</strong>
      </p>
      <p className="muted small">{t('endCost')}</p>
      <button
        type="button"
        className="button secondary"
        disabled={busy}
        onClick={onEnd}
        data-testid="end-vacation"
      >
        {busy ? t('ending') : t('end')}
      </button>
    </>
  );
}

/** Whole days, 1 to those left: anything else is explained here and never sent. */
function TakeDays({
  daysLeft,
  busy,
  onStart,
}: {
  daysLeft: number;
  busy: boolean;
  onStart: (days: number) => void;
}) {
  const t = useTranslations('account.vacation');
  const id = useId();
  const [text, setText] = useState('7');
  if (daysLeft < 1) return <p data-testid="vacation-left">{t('noneLeft')}</p>;
  const days = Number(text);
  const valid = text.trim() !== '' && Number.isInteger(days) && days >= 1 && days <= daysLeft;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onStart(days);
  };
  return (
    <form className="vacation-form" onSubmit={submit} noValidate>
      <p data-testid="vacation-left">{t('left', { count: daysLeft })}</p>
      <div className="field">
        <label htmlFor={`${id}-days`}>{t('days')}</label>
        <input
          id={`${id}-days`}
          type="number"
          inputMode="numeric"
          min={1}
          max={daysLeft}
          step={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={!valid}
          aria-describedby={`${id}-help`}
          data-testid="vacation-days"
        />
        <span
          className={valid ? 'option-help' : 'option-help error-note'}
          id={`${id}-help`}
          role={valid ? undefined : 'alert'}
        >
          {valid ? t('help') : t('invalid', { max: daysLeft })}
        </span>
      </div>
      <button type="submit" className="button" disabled={busy || !valid} data-testid="start-vacation">
        {busy ? t('starting') : t('start', { count: valid ? days : 0 })}
      </button>
    </form>
  );
}
