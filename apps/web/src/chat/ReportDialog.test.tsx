import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '@/testing/api';
import { ReportDialog } from './ReportDialog';
import type { ChatMessage } from './useChat';

const MESSAGE: ChatMessage = {
  id: 'm1',
  channel: 'PLAYERS',
  text: 'my cousin will tell me your cards',
  at: '2026-02-01T10:00:00.000Z',
  author: { handle: 'bart' },
};

function renderDialog(answer: Parameters<typeof renderWithApi>[1][string], inviteCode: string | null = null) {
  const onClose = vi.fn();
  const onReported = vi.fn();
  const rendered = renderWithApi(
    <ReportDialog message={MESSAGE} inviteCode={inviteCode} onClose={onClose} onReported={onReported} />,
    { ReportChatMessage: answer },
  );
  return { ...rendered, onClose, onReported };
}

describe('the report form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks why, quoting the message, and sends the chosen category with the trimmed words', async () => {
    const { sent, onReported } = renderDialog({ data: { reportChatMessage: true } });
    const dialog = await screen.findByTestId('report-dialog');
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(screen.getByRole('heading', { name: 'Report bart’s message' })).toBeTruthy();
    expect(dialog.querySelector('blockquote')?.textContent).toBe(MESSAGE.text);
    expect(screen.getByTestId<HTMLInputElement>('report-abuse').checked).toBe(true);
    fireEvent.click(screen.getByLabelText('Cheating or collusion'));
    fireEvent.change(screen.getByLabelText('In your words (optional)'), {
      target: { value: '  collusion  ' },
    });
    fireEvent.click(screen.getByTestId('report-send'));
    await waitFor(() => expect(onReported).toHaveBeenCalledOnce());
    expect(sent.find((op) => op.name === 'ReportChatMessage')?.variables).toEqual({
      messageId: 'm1',
      category: 'CHEATING',
      reason: 'collusion',
      inviteCode: null,
    });
  });

  it('reports a private tournament’s message with the code it was read by', async () => {
    const { sent, onReported } = renderDialog({ data: { reportChatMessage: true } }, 'c0de');
    fireEvent.click(await screen.findByTestId('report-send'));
    await waitFor(() => expect(onReported).toHaveBeenCalledOnce());
    expect(sent.find((op) => op.name === 'ReportChatMessage')?.variables).toMatchObject({
      messageId: 'm1',
      inviteCode: 'c0de',
    });
  });

  it('counts the characters left and will not send more than 500', async () => {
    const { sent } = renderDialog({ data: { reportChatMessage: true } });
    const words = await screen.findByTestId('report-reason');
    fireEvent.change(words, { target: { value: 'é'.repeat(498) } });
    expect(screen.getByText('2 characters left')).toBeTruthy();
    fireEvent.change(words, { target: { value: 'é'.repeat(501) } });
    expect(screen.getByText('1 character too many')).toBeTruthy();
    const send = screen.getByTestId<HTMLButtonElement>('report-send');
    expect(send.disabled).toBe(true);
    fireEvent.submit(send.closest('form')!);
    expect(sent.some((op) => op.name === 'ReportChatMessage')).toBe(false);
  });

  it('says why the API refused, and stays open', async () => {
    const { onReported } = renderDialog({
      errors: [{ message: 'no chat message', extensions: { code: 'NOT_FOUND' } }],
    });
    fireEvent.click(await screen.findByTestId('report-send'));
    expect(await screen.findByTestId('report-error')).toBeTruthy();
    expect(onReported).not.toHaveBeenCalled();
    expect(screen.getByTestId<HTMLDialogElement>('report-dialog').open).toBe(true);
  });

  it('closes on Cancel and on the dialog’s own close (Escape)', async () => {
    const { onClose } = renderDialog({ data: { reportChatMessage: true } });
    fireEvent.click(await screen.findByTestId('report-cancel'));
    expect(onClose).toHaveBeenCalledTimes(1);
    screen.getByTestId<HTMLDialogElement>('report-dialog').close();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });
});
