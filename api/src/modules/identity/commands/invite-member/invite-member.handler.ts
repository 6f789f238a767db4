import { createHash, randomBytes } from 'node:crypto';
import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../../config/config';
import { IdGenerator } from '../../../../shared/domain/clock';
import { DomainErrorException } from '../../../../shared/domain/domain-error';
import { GetPlanStandingQuery, type PlanStandingResult } from '../../../../shared/domain/plan-standing.query';
import { StreamExecutor } from '../../../../shared/event-store/stream-executor';
import { Mailer } from '../../../../shared/mail/mailer';
import { founderOf } from '../../domain/founder';
import { memberNotFound, workspaceModel } from '../../domain/workspace';
import { workspaceStream } from '../../domain/workspace.events';
import { decideInviteMember } from './invite-member.decide';
import { InviteMemberCommand, InviteMemberResult } from './invite-member.command';

export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Stores the token's hash (outside the log), records MemberInvited, then emails the link when SMTP is set. A
 * failed email does not undo the invitation: the reply carries the link for the owner to send.
 */
@CommandHandler(InviteMemberCommand)
export class InviteMemberHandler implements ICommandHandler<InviteMemberCommand, InviteMemberResult> {
  private readonly logger = new Logger(InviteMemberHandler.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly executor: StreamExecutor,
    private readonly ids: IdGenerator,
    private readonly mailer: Mailer,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ actor, email, role }: InviteMemberCommand): Promise<InviteMemberResult> {
    const founder = await founderOf(this.dataSource, actor.workspaceId);
    if (!founder) throw new DomainErrorException(memberNotFound);
    // The workspace's plan (with billing off the administrator assigns it on the Users screen); none limits the
    // administrator's workspace.
    const allowance: PlanStandingResult = await this.queries.execute(new GetPlanStandingQuery(actor.workspaceId));
    const memberEmails: string[] = (
      await this.dataSource.query('SELECT u.email FROM workspace_members m JOIN users u ON u.id = m.user_id WHERE m.workspace_id = $1', [actor.workspaceId])
    ).map((r: { email: string }) => r.email);
    const invitationId = this.ids.next();
    const token = randomBytes(32).toString('base64url');
    await this.dataSource.query('INSERT INTO invitation_secrets (invitation_id, workspace_id, hash) VALUES ($1, $2, $3)', [
      invitationId,
      actor.workspaceId,
      hashInvitationToken(token),
    ]);
    try {
      await this.executor.execute(
        workspaceStream(actor.workspaceId),
        workspaceModel(founder.id),
        (state, now) =>
          decideInviteMember({ workspaceId: actor.workspaceId, invitationId, email, role, invitedBy: actor.userId, memberEmails, allowance }, state, now),
        actor,
      );
    } catch (error) {
      await this.dataSource.query('DELETE FROM invitation_secrets WHERE invitation_id = $1', [invitationId]).catch(() => undefined);
      throw error;
    }
    const link = `${this.config.notifications.publicUrl}/invite/${token}`;
    return { invitationId, link, emailed: await this.email(email, role, link) };
  }

  private async email(to: string, role: string, link: string): Promise<boolean> {
    if (!this.mailer.configured) return false;
    try {
      await this.mailer.send({
        to,
        subject: 'You are invited to a Freshwatch workspace',
        text: `You have been invited to join a Freshwatch workspace as ${role}.\n\nOpen this link to sign up or sign in and join (it works once, for 7 days):\n${link}\n`,
      });
      return true;
    } catch (error) {
      this.logger.warn(`The invitation email to ${to} failed: ${(error as Error).message}`);
      return false;
    }
  }
}
