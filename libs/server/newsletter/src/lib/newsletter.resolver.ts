import { ConnectionArgs, connectionOf, connectionTypes, IdArgs, pageRequestOf, type Connection } from '@bcg/server/core';
import { descriptionOf, newsletterFields } from '@bcg/shared/validation';
import {
  Args,
  ArgsType,
  Authorized,
  Field,
  FieldResolver,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { Newsletter } from './newsletter.entity';
import { NewsletterService } from './newsletter.service';
import type { NewsletterDeliveryCounts } from './send/delivery-counts';

@ObjectType('NewsletterDelivery', { description: 'How far the send of an issue has come (administrator only).' })
class NewsletterDeliveryType implements NewsletterDeliveryCounts {
  @Field(() => Int, { description: 'Recipients queued so far: every confirmed subscriber who wants the newsletter, once queuing is done.' })
  recipientCount!: number;

  @Field(() => Int, { description: 'Copies the mail server accepted.' })
  sentCount!: number;

  @Field(() => Int, { description: 'Copies that failed for good (refused, suppressed, or the reader left during the send).' })
  failedCount!: number;

  @Field(() => Int, { description: 'Copies queued and not yet sent or failed (including those waiting to retry).' })
  pendingCount!: number;
}

@ObjectType('NewsletterPreview', { description: 'An issue as the email and as the archive page, for the dashboard (administrator only).' })
class NewsletterPreviewType {
  @Field({ description: 'The subject line.' })
  subject!: string;

  @Field({ description: 'The line inboxes show after the subject.' })
  preheader!: string;

  @Field({ description: 'The whole email as HTML (show it in a sandboxed frame).' })
  emailHtml!: string;

  @Field({ description: 'The plain-text part of the email.' })
  emailText!: string;

  @Field({ description: 'The body as the archive page shows it.' })
  webHtml!: string;
}

// Types and descriptions only: the service checks every save with the shared newsletter schema, the editor's own.
@InputType({ description: 'A new issue: subject and body required; preheader and indexable optional.' })
class NewsletterInput {
  @Field({ description: descriptionOf(newsletterFields.subject) })
  subject!: string;

  @Field(() => String, { nullable: true, description: descriptionOf(newsletterFields.preheader) })
  preheader?: string | null;

  @Field({ description: descriptionOf(newsletterFields.markdown) })
  markdown!: string;

  @Field(() => Boolean, { nullable: true, description: descriptionOf(newsletterFields.indexable) })
  indexable?: boolean | null;
}

@InputType({ description: 'Changes to an issue; a field left out stays as it is. Only indexable may change once the send has begun.' })
class NewsletterPatchInput {
  @Field(() => String, { nullable: true, description: descriptionOf(newsletterFields.subject) })
  subject?: string | null;

  @Field(() => String, { nullable: true, description: descriptionOf(newsletterFields.preheader) })
  preheader?: string | null;

  @Field(() => String, { nullable: true, description: descriptionOf(newsletterFields.markdown) })
  markdown?: string | null;

  @Field(() => Boolean, { nullable: true, description: descriptionOf(newsletterFields.indexable) })
  indexable?: boolean | null;
}

@ArgsType()
class CreateNewsletterArgs {
  @Field(() => NewsletterInput, { description: 'The new issue.' })
  input!: NewsletterInput;
}

@ArgsType()
class CreateFromArticleArgs {
  @Field(() => Int, { description: 'The id of a published article.' })
  articleId!: number;
}

@ArgsType()
class UpdateNewsletterArgs extends IdArgs {
  @Field(() => NewsletterPatchInput, { description: 'The fields to change.' })
  input!: NewsletterPatchInput;
}

@ArgsType()
class TestNewsletterArgs extends IdArgs {
  @Field({ description: 'The address the test copy goes to.' })
  email!: string;
}

@ArgsType()
class SendNewsletterArgs extends IdArgs {
  @Field(() => Date, { nullable: true, description: 'When to send it (in the future); left out, the send starts now.' })
  sendAt?: Date | null;
}

const { ConnectionType: NewsletterConnection } = connectionTypes(
  Newsletter,
  'Newsletter',
  'A page of the newsletter issues, newest first (Relay cursor connection), with how many there are.',
);

const present = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/** The owner's newsletter: issues written, previewed, tested, sent, and how each send went. */
@Resolver(() => Newsletter)
export class NewsletterResolver {
  constructor(private readonly newsletters: NewsletterService) {}

  @Authorized()
  @Query(() => NewsletterConnection, { description: 'Administrator: a page of the issues, newest first.' })
  async newslettersConnection(@Args() { first, after, offset }: ConnectionArgs): Promise<Connection<Newsletter>> {
    return connectionOf(await this.newsletters.page(pageRequestOf({ first, after, offset })));
  }

  @Authorized()
  @Query(() => Newsletter, { description: 'Administrator: one issue (NOT_FOUND for an unknown id).' })
  newsletter(@Args() { id }: IdArgs): Promise<Newsletter> {
    return this.newsletters.get(id);
  }

  @Authorized()
  @FieldResolver(() => NewsletterDeliveryType, { description: 'Administrator: recipients, sent, failed and pending copies.' })
  delivery(@Root() issue: Newsletter): Promise<NewsletterDeliveryCounts> {
    return this.newsletters.delivery(issue);
  }

  @Authorized()
  @Query(() => NewsletterPreviewType, { description: 'Administrator: the issue as the email and as the archive page.' })
  newsletterPreview(@Args() { id }: IdArgs): Promise<NewsletterPreviewType> {
    return this.newsletters.preview(id);
  }

  @Authorized()
  @Mutation(() => Newsletter, { description: 'Administrator: writes a new draft (BAD_USER_INPUT names each bad field).' })
  createNewsletter(@Args() { input }: CreateNewsletterArgs): Promise<Newsletter> {
    return this.newsletters.create({
      subject: input.subject,
      preheader: present(input.preheader),
      markdown: input.markdown,
      indexable: present(input.indexable),
    });
  }

  @Authorized()
  @Mutation(() => Newsletter, { description: 'Administrator: a new draft from a published article (title, excerpt and body).' })
  createNewsletterFromArticle(@Args() { articleId }: CreateFromArticleArgs): Promise<Newsletter> {
    return this.newsletters.createFromArticle(articleId);
  }

  @Authorized()
  @Mutation(() => Newsletter, { description: 'Administrator: changes a draft or scheduled issue; indexable may change at any time.' })
  updateNewsletter(@Args() { id, input }: UpdateNewsletterArgs): Promise<Newsletter> {
    return this.newsletters.update(id, {
      subject: present(input.subject),
      preheader: present(input.preheader),
      markdown: present(input.markdown),
      indexable: present(input.indexable),
    });
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Administrator: deletes a draft. Always true.' })
  async deleteNewsletter(@Args() { id }: IdArgs): Promise<boolean> {
    await this.newsletters.delete(id);
    return true;
  }

  @Authorized()
  @Mutation(() => Newsletter, { description: 'Administrator: emails a test copy (subject prefixed "[Test] ") to one address.' })
  sendNewsletterTest(@Args() { id, email }: TestNewsletterArgs): Promise<Newsletter> {
    return this.newsletters.sendTest(id, email);
  }

  @Authorized()
  @Mutation(() => Newsletter, {
    description: 'Administrator: sends the issue to every confirmed subscriber now, or schedules it for sendAt (in the future).',
  })
  sendNewsletter(@Args() { id, sendAt }: SendNewsletterArgs): Promise<Newsletter> {
    return this.newsletters.send(id, sendAt);
  }

  @Authorized()
  @Mutation(() => Newsletter, { description: 'Administrator: takes a scheduled issue back to draft.' })
  cancelNewsletterSchedule(@Args() { id }: IdArgs): Promise<Newsletter> {
    return this.newsletters.cancelSchedule(id);
  }
}
