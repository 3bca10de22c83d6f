import { connectionOf, connectionTypes, pageRequestOf, type Connection, type RequestContext } from '@bcg/server/core';
import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { ContactMessagesConnectionArgs, SetContactMessageReadArgs } from './contact-message.args';
import { ContactMessage } from './contact-message.entity';
import { ContactMessageInput, SendContactMessageResult } from './contact-message.input';
import { ContactMessageService } from './contact-message.service';

const { ConnectionType: ContactMessageConnection } = connectionTypes(
  ContactMessage,
  'ContactMessage',
  'A page of the contact messages (Relay cursor connection), with how many match.',
);

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
  @Query(() => ContactMessageConnection, {
    description: 'Administrator: a page of the contact messages, unread only if asked, searched and sorted on the server.',
  })
  async contactMessagesConnection(
    @Args() { first, after, offset, unread, q, sort }: ContactMessagesConnectionArgs,
  ): Promise<Connection<ContactMessage>> {
    return connectionOf(await this.messageService.page({ ...pageRequestOf({ first, after, offset }), unread, q, sort }));
  }

  @Authorized()
  @Mutation(() => ContactMessage, { description: 'Administrator: mark a contact message read or unread; returns it as it now is.' })
  setContactMessageRead(@Args() { id, read }: SetContactMessageReadArgs): Promise<ContactMessage> {
    return this.messageService.setRead(id, read);
  }
}
