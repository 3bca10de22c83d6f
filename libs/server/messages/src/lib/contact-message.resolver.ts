import type { RequestContext } from '@bcg/server/core';
import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { SetContactMessageReadArgs } from './contact-message.args';
import { ContactMessage } from './contact-message.entity';
import { ContactMessageInput, SendContactMessageResult } from './contact-message.input';
import { ContactMessageService } from './contact-message.service';

@Resolver(() => ContactMessage)
export class ContactMessageResolver {
  constructor(private readonly messageService: ContactMessageService) {}

  @Mutation(() => SendContactMessageResult, {
    description: 'Send a message to the site’s team (the contact form); rate limited per address.',
  })
  sendContactMessage(
    @Arg('input', { description: 'The message.' }) input: ContactMessageInput,
    @Ctx() { clientKey }: RequestContext,
  ): Promise<SendContactMessageResult> {
    return this.messageService.send(input, clientKey);
  }

  @Authorized()
  @Query(() => [ContactMessage], { description: 'Administrator: every contact message, newest first.' })
  contactMessages(): Promise<ContactMessage[]> {
    return this.messageService.list();
  }

  @Authorized()
  @Mutation(() => ContactMessage, { description: 'Administrator: mark a contact message read or unread; returns it as it now is.' })
  setContactMessageRead(@Args() { id, read }: SetContactMessageReadArgs): Promise<ContactMessage> {
    return this.messageService.setRead(id, read);
  }
}
