import type { Static } from 'typebox';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../../graphql/access.js';
import { Cost, FIELD_WEIGHT } from '../../graphql/operation-cost.js';
import { inputTypeOf } from '../../graphql/typebox-classes.js';
import type { RequestScope } from '../../request-scope.js';
import { MessageType } from '../../shared/message.type.js';
import { EmailChangeRequest } from '../users/user.input.js';
import { UserType } from '../users/user.type.js';
import { CANCELLED_BY_LINK, EMAIL_CHANGE_CANCELLED } from './email-change.routes.js';
import { MAX_SESSIONS_LISTED } from './session.service.js';
import { OTHERS_ENDED, SESSION_ENDED, SIGNED_OUT } from './session.routes.js';
import { EmailChangeType, SessionType, sessionAnswer } from './session.type.js';

const ChangeEmailInput = inputTypeOf('ChangeEmailInput', EmailChangeRequest);

/** Sessions, signing out and verified e-mail changes: what session.routes.ts and email-change.routes.ts do over REST. */
@Resolver()
export class SessionResolver {
  @Access('user')
  @Cost({ weight: FIELD_WEIGHT.rows, listSize: { assumedSize: MAX_SESSIONS_LISTED } })
  @Query(() => [SessionType], {
    description: "The account's signed-in sessions, the latest seen first; isCurrent marks this one.",
  })
  async sessions(@Ctx() scope: RequestScope): Promise<SessionType[]> {
    const [viewer, current] = [await scope.viewer(), await scope.viewerSession()];
    return (await scope.services.sessions.listLive(viewer)).map((session) => sessionAnswer(session, current.id));
  }

  @Access('user')
  @Cost({ weight: FIELD_WEIGHT.rows })
  @Mutation(() => MessageType, {
    description: "Signs one of the account's sessions out; its token is refused from now on.",
  })
  async endSession(@Ctx() scope: RequestScope, @Arg('id', () => ID) id: string): Promise<MessageType> {
    await scope.services.sessions.end(await scope.viewer(), id);
    return MessageType.of(SESSION_ENDED);
  }

  @Access('user')
  @Cost({ weight: FIELD_WEIGHT.rows })
  @Mutation(() => MessageType, { description: 'Signs out everywhere else: every session but this one ends.' })
  async endOtherSessions(@Ctx() scope: RequestScope): Promise<MessageType> {
    await scope.services.sessions.endAll(await scope.viewer(), (await scope.viewerSession()).id);
    return MessageType.of(OTHERS_ENDED);
  }

  @Access('user')
  @Cost({ weight: FIELD_WEIGHT.rows })
  @Mutation(() => MessageType, { description: "Signs out: this token's session ends." })
  async signOut(@Ctx() scope: RequestScope): Promise<MessageType> {
    await scope.services.sessions.end(await scope.viewer(), (await scope.viewerSession()).id);
    return MessageType.of(SIGNED_OUT);
  }

  @Access('user')
  @Cost({ weight: FIELD_WEIGHT.rows })
  @Query(() => EmailChangeType, {
    nullable: true,
    description: 'The e-mail change waiting for its link to be opened, if any.',
  })
  async pendingEmailChange(@Ctx() scope: RequestScope): Promise<EmailChangeType | null> {
    return scope.services.emailChange.pending(await scope.viewer());
  }

  @Access('user')
  @Cost({ weight: FIELD_WEIGHT.passwordOrMail })
  @Mutation(() => EmailChangeType, {
    description:
      'Asks to change the e-mail address, given the current password (or a sign-in from the last 10 minutes without one): a link goes to the new address, which becomes the login once it is opened.',
  })
  async changeEmail(
    @Ctx() scope: RequestScope,
    @Arg('input', () => ChangeEmailInput) input: Static<typeof EmailChangeRequest>,
  ): Promise<EmailChangeType> {
    return scope.services.emailChange.request(await scope.viewer(), input.newEmail, {
      currentPassword: input.currentPassword ?? null,
    });
  }

  @Access('user')
  @Cost({ weight: FIELD_WEIGHT.passwordOrMail })
  @Mutation(() => EmailChangeType, {
    description: 'Mails a new link to the pending address; the one sent before stops working.',
  })
  async resendEmailChange(@Ctx() scope: RequestScope): Promise<EmailChangeType> {
    return scope.services.emailChange.resend(await scope.viewer());
  }

  @Access('user')
  @Cost({ weight: FIELD_WEIGHT.rows })
  @Mutation(() => MessageType, { description: 'Cancels the pending e-mail change.' })
  async cancelEmailChange(@Ctx() scope: RequestScope): Promise<MessageType> {
    await scope.services.emailChange.cancel(await scope.viewer());
    return MessageType.of(EMAIL_CHANGE_CANCELLED);
  }

  @Access('public')
  @Cost({ weight: FIELD_WEIGHT.rows })
  @Mutation(() => UserType, { description: 'Applies an e-mail change with the token mailed to the new address.' })
  async confirmEmailChange(@Ctx() scope: RequestScope, @Arg('token', () => String) token: string): Promise<UserType> {
    return scope.services.emailChange.confirm(token);
  }

  @Access('public')
  @Cost({ weight: FIELD_WEIGHT.rows })
  @Mutation(() => MessageType, {
    description:
      'With the token mailed to the old address: cancels (or undoes) the change and signs out every session of the account.',
  })
  async cancelEmailChangeByLink(
    @Ctx() scope: RequestScope,
    @Arg('token', () => String) token: string,
  ): Promise<MessageType> {
    await scope.services.emailChange.cancelByLink(token);
    return MessageType.of(CANCELLED_BY_LINK);
  }
}
