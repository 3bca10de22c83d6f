import type { RequestContext } from '@bcg/server/core';
import { Arg, Ctx, Field, Mutation, ObjectType, Resolver } from 'type-graphql';
import { AdminAuthService } from './admin-auth.service';

@ObjectType({ description: 'The answer to a sign-in.' })
class AdminLoginResult {
  @Field({ description: 'True when the password was right (then sessionId is set); a lock-out is a TOO_MANY_REQUESTS error.' })
  success!: boolean;

  @Field(() => String, { nullable: true, description: 'Send as Authorization: Bearer <sessionId> on admin calls.' })
  sessionId?: string | null;
}

@Resolver()
export class AdminAuthResolver {
  constructor(private readonly adminAuth: AdminAuthService) {}

  @Mutation(() => AdminLoginResult, { description: 'Sign in with the administrator password.' })
  adminLogin(
    @Arg('password', { description: 'The administrator password.' }) password: string,
    @Ctx() context: RequestContext,
  ): Promise<AdminLoginResult> {
    return this.adminAuth.login(password, context.clientKey);
  }

  @Mutation(() => Boolean, { description: 'End a session; unknown ids are ignored. Always true.' })
  async adminLogout(@Arg('sessionId', { description: 'The sessionId adminLogin returned.' }) sessionId: string): Promise<boolean> {
    await this.adminAuth.logout(sessionId);
    return true;
  }
}
