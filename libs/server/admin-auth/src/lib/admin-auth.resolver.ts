import type { RequestContext } from '@bcg/server/core';
import { Arg, Ctx, Field, Mutation, ObjectType, Resolver } from 'type-graphql';
import { AdminAuthService } from './admin-auth.service';

@ObjectType()
export class AdminLoginResult {
  @Field()
  success!: boolean;

  @Field(() => String, { nullable: true, description: 'Send as Authorization: Bearer <sessionId> on admin calls.' })
  sessionId?: string | null;
}

@Resolver()
export class AdminAuthResolver {
  constructor(private readonly adminAuth: AdminAuthService) {}

  @Mutation(() => AdminLoginResult, { description: 'Sign in with the administrator password.' })
  adminLogin(@Arg('password') password: string, @Ctx() context: RequestContext): Promise<AdminLoginResult> {
    return this.adminAuth.login(password, context.clientKey);
  }

  @Mutation(() => Boolean, { description: 'End a session; unknown ids are ignored.' })
  async adminLogout(@Arg('sessionId') sessionId: string): Promise<boolean> {
    await this.adminAuth.logout(sessionId);
    return true;
  }
}
