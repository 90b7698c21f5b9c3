'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { ErrorNote } from '@/components/Status';
import type { ChatReportCategory } from '@/lib/api/generated/graphql';
import { useApiMutation } from '@/lib/api/queries';
import { ReportChatMessageMutation } from './documents';
import type { ChatMessage } from './useChat';

const CATEGORIES: readonly ChatReportCategory[] = ['ABUSE', 'CHEATING', 'SPAM', 'OTHER'];

/** As the API counts a reason's length: characters (code points), not UTF-16 units. */
const MAX_REASON = 500;

/**
 * Asks why a message is reported (a category and, optionally, the reader's words), then sends the
 * report. A modal question like the guest's sign-out (`SignOutButton`): drawn in the page's body,
 * so the chat panel's styles and stacking do not reach it; Escape closes it. `message` null: closed.
 * `inviteCode`: the private tournament's code the chat was read by, which the report needs too.
 */
export function ReportDialog({
  message,
  inviteCode,
  onClose,
  onReported,
}: {
  message: ChatMessage | null;
  inviteCode: string | null;
  onClose: () => void;
  onReported: () => void;
}) {
  const t = useTranslations('chat.reportForm');
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [category, setCategory] = useState<ChatReportCategory>('ABUSE');
  const [reason, setReason] = useState('');
  const report = useApiMutation(ReportChatMessageMutation, { onSuccess: onReported });
  const { reset } = report;
  const [body, setBody] = useState<HTMLElement | null>(null);
  useEffect(() => setBody(document.body), []);

  const open = message !== null;
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      // Each report starts afresh.
      setCategory('ABUSE');
      setReason('');
      reset();
      element.showModal();
    }
    if (!open && element.open) element.close();
  }, [open, body, reset]);

  const left = MAX_REASON - [...reason.trim()].length;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!message || left < 0) return;
    report.mutate({ messageId: message.id, category, reason: reason.trim(), inviteCode });
  };

  if (!body) return null;
  return createPortal(
    <dialog
      ref={dialog}
      className="confirm-dialog report-dialog"
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      data-testid="report-dialog"
    >
      <form onSubmit={submit}>
        <h2 id={`${id}-title`}>{t('title', { handle: message?.author.handle ?? '' })}</h2>
        {message ? <blockquote className="report-quote">{message.text}</blockquote> : null}
        <fieldset>
          <legend>{t('why')}</legend>
          {CATEGORIES.map((choice) => (
            <label key={choice} className="field checkbox">
              <input
                type="radio"
                name={`${id}-category`}
                value={choice}
                checked={category === choice}
                onChange={() => setCategory(choice)}
                data-testid={`report-${choice.toLowerCase()}`}
              />
              <span>{t(`category.${choice}`)}</span>
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-reason`}>{t('reason')}</label>
          <textarea
            id={`${id}-reason`}
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-describedby={`${id}-left`}
            data-testid="report-reason"
          />
          <p id={`${id}-left`} className={`small ${left < 0 ? 'chat-refusal' : 'muted'}`}>
            {left < 0 ? t('tooLong', { count: -left }) : t('left', { count: left })}
          </p>
        </div>
        {report.error ? <ErrorNote error={report.error} testId="report-error" /> : null}
        <div className="confirm-dialog-actions">
          <button
            type="submit"
            className="button"
            disabled={report.isPending || left < 0}
            data-testid="report-send"
          >
            {t('send')}
          </button>
          <button type="button" className="button secondary" onClick={onClose} data-testid="report-cancel">
            {t('cancel')}
          </button>
        </div>
      </form>
    </dialog>,
    body,
  );
}
