import type { Viewer } from '../accounts/viewer.js';
import type { ChatService } from '../chat/service.js';
import { DomainError } from '../errors.js';
import { createdCursor, paginate, type Connection, type PageArgs } from '../pagination.js';
import type { ChatReportAction, ReportedMessageModel } from './model.js';
import type { ModerationRepository } from './repository.js';

const REPORT_PAGES = {
  cursor: createdCursor('chatReports'),
  defaultFirst: 20,
  keyOf: (reported: ReportedMessageModel) => ({
    createdAt: reported.firstReportedAt,
    id: reported.message.id,
  }),
};

/**
 * The chat reports' other end: moderators read the open ones and resolve them. Whether someone
 * moderates is read from their account on every call, so revoking the role takes effect at once.
 */
export class ModerationService {
  constructor(
    private readonly repository: ModerationRepository,
    private readonly chat: ChatService,
  ) {}

  isModerator(userId: string): Promise<boolean> {
    return this.repository.isModerator(userId);
  }

  async reports(viewer: Viewer, page: PageArgs): Promise<Connection<ReportedMessageModel>> {
    await this.requireModerator(viewer);
    return paginate(page, REPORT_PAGES, ({ take, after }) => this.repository.openReports(take, after));
  }

  /** Closes a message's open reports (hiding it first for HIDE_MESSAGE); returns how many. */
  async resolve(viewer: Viewer, messageId: string, action: ChatReportAction): Promise<number> {
    await this.requireModerator(viewer);
    const resolution = await this.repository.resolve(messageId, viewer.id, action);
    if (!resolution) throw new DomainError('NOT_FOUND', `no open reports of chat message "${messageId}"`);
    if (resolution.hidden) await this.chat.withdraw(resolution.hidden);
    return resolution.closed;
  }

  private async requireModerator(viewer: Viewer): Promise<void> {
    if (!(await this.repository.isModerator(viewer.id)))
      throw new DomainError('FORBIDDEN', 'only moderators read and resolve chat reports', {
        reason: 'NOT_MODERATOR',
      });
  }
}
