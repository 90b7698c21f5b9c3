'use client';

import type { GameId } from '@brethren/engine/core';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { Loading } from '@/components/Status';
import { rulesHref } from './content';
import './learn.css';

// The rules are read at a table now and then: they load when first opened.
const GameRules = lazy(() => import('./GameRules').then((module) => ({ default: module.GameRules })));

/**
 * A game's rules over its table, in place: a drawer on a wide screen, the whole screen on a phone.
 * `section` is where it opens ('' for the top, else a section's anchor such as `scoring`); null
 * keeps it closed.
 */
export function RulesDialog({
  game,
  gameTitle,
  section,
  onClose,
}: {
  game: GameId;
  gameTitle: string;
  section: string | null;
  onClose: () => void;
}) {
  const t = useTranslations('learn.dialog');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const open = section !== null;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  useEffect(() => {
    const element = dialog.current;
    if (!element || !section) return;
    // The rules load on first opening: wait for the section to be there.
    const find = () => element.querySelector(`#${CSS.escape(section)}`);
    const target = find();
    if (target) {
      target.scrollIntoView({ block: 'start' });
      return;
    }
    const watcher = new MutationObserver(() => {
      const found = find();
      if (!found) return;
      watcher.disconnect();
      found.scrollIntoView({ block: 'start' });
    });
    watcher.observe(element, { childList: true, subtree: true });
    return () => watcher.disconnect();
  }, [section]);

  return (
    <dialog
      ref={dialog}
      className="rules-dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      data-testid="rules-dialog"
    >
      <header className="rules-dialog-bar">
        <h2 id={titleId}>{t('title', { game: gameTitle })}</h2>
        <a href={rulesHref(game)} target="_blank" rel="noopener" className="rules-dialog-page">
          {t('page')}
        </a>
        <button type="button" className="button small secondary" onClick={onClose} data-testid="rules-close">
          {t('close')}
        </button>
      </header>
      <div className="rules-dialog-body">
        {open ? (
          <Suspense fallback={<Loading />}>
            <GameRules game={game} />
          </Suspense>
        ) : null}
      </div>
    </dialog>
  );
}
