'use client';

import { Link } from '@/components/Link';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { signOut } from '@/auth/client';

/**
 * Signs out. A guest is asked first: nobody can sign in to a guest account again, so signing out
 * loses it and its matches unless it is kept with a handle and a password.
 */
export function SignOutButton({ handle, guest }: { handle: string; guest: boolean }) {
  const t = useTranslations('common.header');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const leave = () => void signOut({ callbackUrl: '/' });
  // The question is drawn in the page's body, not in the header, whose styles are for the bar.
  const [body, setBody] = useState<HTMLElement | null>(null);
  useEffect(() => setBody(document.body), []);

  return (
    <>
      <button
        type="button"
        className="link-button"
        onClick={() => (guest ? dialog.current?.showModal() : leave())}
        title={t('signedInAs', { handle })}
        data-testid="sign-out"
      >
        {t('signOut')} <span className="handle">({handle})</span>
      </button>
      {guest && body
        ? createPortal(
            <dialog
              ref={dialog}
              className="confirm-dialog"
              aria-labelledby={titleId}
              data-testid="guest-sign-out"
            >
              <h2 id={titleId}>{t('guestSignOut.title')}</h2>
              <p>{t('guestSignOut.about', { handle })}</p>
              <div className="confirm-dialog-actions">
                <Link href="/account" className="button" onClick={() => dialog.current?.close()}>
                  {t('guestSignOut.keep')}
                </Link>
                <button type="button" className="button danger" onClick={leave}>
                  {t('guestSignOut.signOut')}
                </button>
                <button type="button" className="button secondary" onClick={() => dialog.current?.close()}>
                  {t('guestSignOut.stay')}
                </button>
              </div>
            </dialog>,
            body,
          )
        : null}
    </>
  );
}
