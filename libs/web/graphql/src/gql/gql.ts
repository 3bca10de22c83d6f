/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AdminDashboard {\n    # The tab's count only: the table asks for its own page (the whole list can be 100,000 rows).\n    emailSubscribersConnection(first: 1) {\n      totalCount\n    }\n    # Counted by the server: the Messages table asks for its own page.\n    unreadMessages: contactMessagesConnection(unread: true, first: 1) {\n      totalCount\n    }\n    # The link-health report's count, for the notice above the tabs.\n    retailerLinks: linkHealth(first: 1) {\n      totalCount\n    }\n  }\n": typeof types.AdminDashboardDocument,
    "\n  mutation AdminLogout($sessionId: String!) {\n    adminLogout(sessionId: $sessionId)\n  }\n": typeof types.AdminLogoutDocument,
    "\n  mutation AdminLogin($password: String!) {\n    adminLogin(password: $password) {\n      success\n      sessionId\n    }\n  }\n": typeof types.AdminLoginDocument,
    "\n  query AdminAnalytics($from: String, $to: String) {\n    analyticsReport(from: $from, to: $to) {\n      from\n      to\n      totals {\n        visitors\n        pageviews\n        clicks\n        ctr\n        recommendations\n      }\n      days {\n        day\n        visitors\n        pageviews\n        clicks\n        ctr\n        recommendations\n      }\n      pages {\n        path\n        pageviews\n        visitors\n        clicks\n      }\n      referrers {\n        host\n        pageviews\n      }\n      campaigns {\n        source\n        medium\n        campaign\n        pageviews\n      }\n      products {\n        product\n        name\n        clicks\n      }\n      positions {\n        position\n        clicks\n      }\n      recommendations {\n        breed\n        age\n        measured\n        recommendations\n      }\n      newsletterClicks\n      newsletters {\n        subject\n        slug\n        clicks\n      }\n    }\n  }\n": typeof types.AdminAnalyticsDocument,
    "\n  query EditorArticle($id: Int!) {\n    adminArticle(id: $id) {\n      id\n      title\n      slug\n      category\n      excerpt\n      metaDescription\n      markdown\n      content\n      targetKeywords\n      seoKeywords\n      imageUrl\n      author\n      published\n      publishedAt\n      updatedAt\n    }\n  }\n": typeof types.EditorArticleDocument,
    "\n  query ArticleRevisions($id: Int!) {\n    articleRevisions(id: $id) {\n      id\n      number\n      author\n      changedFields\n      createdAt\n    }\n  }\n": typeof types.ArticleRevisionsDocument,
    "\n  query ArticleMarkdownPreview($markdown: String!) {\n    articleMarkdownPreview(markdown: $markdown)\n  }\n": typeof types.ArticleMarkdownPreviewDocument,
    "\n  mutation CreateArticle($input: ArticleEditorInput!) {\n    createArticle(input: $input) {\n      id\n      slug\n    }\n  }\n": typeof types.CreateArticleDocument,
    "\n  mutation UpdateArticle($id: Int!, $input: ArticleEditorInput!) {\n    updateArticle(id: $id, input: $input) {\n      id\n      slug\n      published\n      publishedAt\n    }\n  }\n": typeof types.UpdateArticleDocument,
    "\n  mutation RestoreArticleRevision($id: Int!, $revisionId: Int!, $restoreSlug: Boolean!) {\n    restoreArticleRevision(id: $id, revisionId: $revisionId, restoreSlug: $restoreSlug) {\n      id\n    }\n  }\n": typeof types.RestoreArticleRevisionDocument,
    "\n  query AdminArticlePreview($id: Int!) {\n    adminArticle(id: $id) {\n      id\n      title\n      metaDescription\n      author\n      content\n      wordCount\n      readingTime\n      published\n    }\n  }\n": typeof types.AdminArticlePreviewDocument,
    "\n  query AdminArticles($status: ArticleStatus, $category: String, $q: String, $sort: AdminArticleSort!, $first: Int, $offset: Int) {\n    adminArticlesConnection(status: $status, category: $category, q: $q, sort: $sort, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        title\n        slug\n        category\n        published\n        createdAt\n        publishedAt\n      }\n    }\n  }\n": typeof types.AdminArticlesDocument,
    "\n  query AdminArticleCategories {\n    adminArticleCategories\n  }\n": typeof types.AdminArticleCategoriesDocument,
    "\n  mutation SetArticlePublished($id: Int!, $published: Boolean!) {\n    setArticlePublished(id: $id, published: $published) {\n      id\n      published\n      publishedAt\n    }\n  }\n": typeof types.SetArticlePublishedDocument,
    "\n  query AdminFaqs {\n    faqs {\n      id\n      question\n      answer\n    }\n  }\n": typeof types.AdminFaqsDocument,
    "\n  mutation CreateFaq($input: FaqInput!) {\n    createFaq(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateFaqDocument,
    "\n  mutation UpdateFaq($id: Int!, $input: FaqInput!) {\n    updateFaq(id: $id, input: $input) {\n      id\n      question\n      answer\n    }\n  }\n": typeof types.UpdateFaqDocument,
    "\n  mutation ReorderFaqs($ids: [Int!]!) {\n    reorderFaqs(ids: $ids) {\n      id\n    }\n  }\n": typeof types.ReorderFaqsDocument,
    "\n  mutation DeleteFaq($id: Int!) {\n    deleteFaq(id: $id)\n  }\n": typeof types.DeleteFaqDocument,
    "\n  query LinkHealthReport($first: Int, $offset: Int) {\n    linkHealth(first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        productId\n        productName\n        amazonAsin\n        archived\n        buyable\n        problem\n        since\n        code\n        message\n        retailerTitle\n        lastSuccessAt\n      }\n    }\n  }\n": typeof types.LinkHealthReportDocument,
    "\n  query AdminMessages($unread: Boolean, $q: String, $sort: MessageSort!, $first: Int, $offset: Int) {\n    contactMessagesConnection(unread: $unread, q: $q, sort: $sort, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        name\n        email\n        subject\n        message\n        readAt\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminMessagesDocument,
    "\n  mutation SetContactMessageRead($id: Int!, $read: Boolean!) {\n    setContactMessageRead(id: $id, read: $read) {\n      id\n      readAt\n    }\n  }\n": typeof types.SetContactMessageReadDocument,
    "\n  mutation EraseMessageSender($id: Int!) {\n    eraseContactMessageSender(id: $id) {\n      email\n      emails\n      contactMessages\n    }\n  }\n": typeof types.EraseMessageSenderDocument,
    "\n  query AdminNewsletter($id: Int!) {\n    newsletter(id: $id) {\n      id\n      slug\n      subject\n      preheader\n      markdown\n      indexable\n      status\n      sendAt\n      sentAt\n      testSentAt\n      updatedAt\n      delivery {\n        recipientCount\n        sentCount\n        failedCount\n        pendingCount\n      }\n      links {\n        id\n        url\n        position\n        clicks\n      }\n    }\n  }\n": typeof types.AdminNewsletterDocument,
    "\n  mutation CreateNewsletter($input: NewsletterInput!) {\n    createNewsletter(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateNewsletterDocument,
    "\n  mutation UpdateNewsletter($id: Int!, $input: NewsletterPatchInput!) {\n    updateNewsletter(id: $id, input: $input) {\n      id\n      subject\n      preheader\n      markdown\n      indexable\n      updatedAt\n    }\n  }\n": typeof types.UpdateNewsletterDocument,
    "\n  query NewsletterArticleChoices {\n    articlesConnection(first: 100) {\n      nodes {\n        id\n        title\n      }\n    }\n  }\n": typeof types.NewsletterArticleChoicesDocument,
    "\n  mutation CreateNewsletterFromArticle($articleId: Int!) {\n    createNewsletterFromArticle(articleId: $articleId) {\n      id\n    }\n  }\n": typeof types.CreateNewsletterFromArticleDocument,
    "\n  query NewsletterPreview($id: Int!) {\n    newsletterPreview(id: $id) {\n      subject\n      preheader\n      emailHtml\n      emailText\n      webHtml\n    }\n  }\n": typeof types.NewsletterPreviewDocument,
    "\n  query NewsletterAudience {\n    newsletterAudience\n  }\n": typeof types.NewsletterAudienceDocument,
    "\n  mutation SendNewsletterTest($id: Int!, $email: String!) {\n    sendNewsletterTest(id: $id, email: $email) {\n      id\n      testSentAt\n    }\n  }\n": typeof types.SendNewsletterTestDocument,
    "\n  mutation SendNewsletter($id: Int!, $sendAt: DateTimeISO) {\n    sendNewsletter(id: $id, sendAt: $sendAt) {\n      id\n      status\n      sendAt\n    }\n  }\n": typeof types.SendNewsletterDocument,
    "\n  mutation CancelNewsletterSchedule($id: Int!) {\n    cancelNewsletterSchedule(id: $id) {\n      id\n      status\n      sendAt\n    }\n  }\n": typeof types.CancelNewsletterScheduleDocument,
    "\n  query AdminNewsletters {\n    newslettersConnection(first: 25) {\n      totalCount\n      nodes {\n        id\n        subject\n        status\n        sendAt\n        sentAt\n        updatedAt\n        delivery {\n          recipientCount\n          sentCount\n          failedCount\n        }\n      }\n    }\n  }\n": typeof types.AdminNewslettersDocument,
    "\n  query AdminOutbox($status: OutboxStatus, $q: String, $sort: OutboxSort!, $first: Int, $offset: Int) {\n    outboxEmailsConnection(status: $status, q: $q, sort: $sort, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        kind\n        toAddress\n        subject\n        text\n        status\n        attempts\n        lastError\n        nextAttemptAt\n        sentAt\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminOutboxDocument,
    "\n  query PriceAlertCounts {\n    priceAlertCounts {\n      productId\n      productName\n      productSlug\n      pending\n      active\n      fired\n    }\n  }\n": typeof types.PriceAlertCountsDocument,
    "\n  query AdminProduct($id: Int!) {\n    adminProduct(id: $id) {\n      id\n      name\n      slug\n      description\n      price\n      priceCheckedAt\n      rating\n      reviewCount\n      imageUrl\n      imageAlt\n      badge\n      amazonAsin\n      features\n      bulldogFitNotes\n      material\n      width\n      reflective\n      waterproof\n      machineWashable\n      bestFor\n      breeds\n      freeShipping\n      sizes {\n        label\n        neckIn {\n          min\n          max\n        }\n      }\n      verdict\n      scores {\n        safetyDurability\n        comfortFit\n        customerSatisfaction\n        value\n        features\n      }\n      testNotes {\n        daysWorn\n        findings\n        dog {\n          name\n          breed\n          ageYears\n          neckIn\n          weightLbs\n        }\n      }\n      pros\n      cons\n      archivedAt\n      updatedAt\n      ...ProductRetailerPanel_product\n    }\n  }\n": typeof types.AdminProductDocument,
    "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: Int!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n      name\n      price\n      priceCheckedAt\n    }\n  }\n": typeof types.UpdateProductDocument,
    "\n  fragment ProductRetailerPanel_product on Product {\n    id\n    name\n    imageUrl\n    amazonAsin\n    price\n    priceCheckedAt\n    availability {\n      type\n      message\n      checkedAt\n    }\n    retailerListing {\n      title\n      imageUrl\n      problem {\n        problem\n        since\n        code\n        message\n      }\n    }\n  }\n": typeof types.ProductRetailerPanel_ProductFragmentDoc,
    "\n  mutation RefreshProduct($id: Int!) {\n    refreshProduct(id: $id) {\n      ...ProductRetailerPanel_product\n    }\n  }\n": typeof types.RefreshProductDocument,
    "\n  query ProductRevisions($id: Int!) {\n    productRevisions(id: $id) {\n      id\n      number\n      author\n      changedFields\n      createdAt\n    }\n  }\n": typeof types.ProductRevisionsDocument,
    "\n  mutation RestoreProductRevision($id: Int!, $revisionId: Int!, $restoreSlug: Boolean!) {\n    restoreProductRevision(id: $id, revisionId: $revisionId, restoreSlug: $restoreSlug) {\n      id\n    }\n  }\n": typeof types.RestoreProductRevisionDocument,
    "\n  query AdminProducts($archived: Boolean, $q: String, $sort: AdminProductSort!, $first: Int, $offset: Int) {\n    adminProductsConnection(archived: $archived, q: $q, sort: $sort, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        rank\n        name\n        slug\n        price\n        priceCheckedAt\n        priceShownUntil\n        amazonAsin\n        archivedAt\n      }\n    }\n  }\n": typeof types.AdminProductsDocument,
    "\n  mutation ConfirmProductPrice($id: Int!) {\n    confirmProductPrice(id: $id) {\n      id\n      priceCheckedAt\n      priceShownUntil\n    }\n  }\n": typeof types.ConfirmProductPriceDocument,
    "\n  mutation MoveProduct($id: Int!, $position: Int!) {\n    moveProduct(id: $id, position: $position) {\n      id\n      rank\n    }\n  }\n": typeof types.MoveProductDocument,
    "\n  mutation SetProductArchived($id: Int!, $archived: Boolean!) {\n    updateProduct(id: $id, input: { archived: $archived }) {\n      id\n      archivedAt\n    }\n  }\n": typeof types.SetProductArchivedDocument,
    "\n  mutation DeleteProduct($id: Int!) {\n    deleteProduct(id: $id)\n  }\n": typeof types.DeleteProductDocument,
    "\n  fragment RevisionComparisonFields on RevisionComparison {\n    revision {\n      id\n      number\n    }\n    changes {\n      field\n      current\n      revision\n    }\n  }\n": typeof types.RevisionComparisonFieldsFragmentDoc,
    "\n  query ProductRevisionComparison($id: Int!, $revisionId: Int!) {\n    productRevisionComparison(id: $id, revisionId: $revisionId) {\n      ...RevisionComparisonFields\n    }\n  }\n": typeof types.ProductRevisionComparisonDocument,
    "\n  query ArticleRevisionComparison($id: Int!, $revisionId: Int!) {\n    articleRevisionComparison(id: $id, revisionId: $revisionId) {\n      ...RevisionComparisonFields\n    }\n  }\n": typeof types.ArticleRevisionComparisonDocument,
    "\n  query RetailerStatus {\n    retailerStatus {\n      configured\n      setupHint\n      intervalMinutes\n      lastCycleStartedAt\n      lastCycleFinishedAt\n      nextSyncAt\n      productsDue\n      linkProblems\n      pause {\n        until\n        reason\n        endsOnRefresh\n      }\n    }\n  }\n": typeof types.RetailerStatusDocument,
    "\n  mutation RefreshAllProducts {\n    refreshAllProducts\n  }\n": typeof types.RefreshAllProductsDocument,
    "\n  query AdminSubmissions($q: String, $sort: SubmissionSort!, $first: Int, $offset: Int) {\n    productSubmissionsConnection(q: $q, sort: $sort, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        productName\n        amazonAsin\n        submitterName\n        submitterEmail\n        status\n        rawStatus\n        submittedAt\n      }\n    }\n  }\n": typeof types.AdminSubmissionsDocument,
    "\n  mutation UpdateSubmissionStatus($id: Int!, $status: ModerationStatus!) {\n    updateProductSubmissionStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": typeof types.UpdateSubmissionStatusDocument,
    "\n  mutation DeleteSubmission($id: Int!) {\n    deleteProductSubmission(id: $id)\n  }\n": typeof types.DeleteSubmissionDocument,
    "\n  query AdminSubscribers($status: SubscriberStatus, $q: String, $sort: SubscriberSort!, $first: Int, $offset: Int) {\n    emailSubscribersConnection(status: $status, q: $q, sort: $sort, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        email\n        leadMagnet\n        breed\n        subscribedAt\n        status\n      }\n    }\n  }\n": typeof types.AdminSubscribersDocument,
    "\n  query AdminSubscribersCsv($status: SubscriberStatus) {\n    emailSubscribersCsv(status: $status)\n  }\n": typeof types.AdminSubscribersCsvDocument,
    "\n  mutation EraseSubscriber($id: Int!) {\n    eraseEmailSubscriber(id: $id) {\n      email\n      emails\n      contactMessages\n    }\n  }\n": typeof types.EraseSubscriberDocument,
    "\n  query AdminMailSuppressions($q: String, $first: Int, $offset: Int) {\n    mailSuppressionsConnection(q: $q, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        email\n        reason\n        detail\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminMailSuppressionsDocument,
    "\n  mutation ReleaseMailSuppression($id: Int!) {\n    releaseMailSuppression(id: $id)\n  }\n": typeof types.ReleaseMailSuppressionDocument,
    "\n  query CollarReviewPage($slug: String!) {\n    product(slug: $slug) {\n      id\n      slug\n      name\n      description\n      imageUrl\n      imageAlt\n      image {\n        src\n        width\n        height\n        avifSrcset\n        webpSrcset\n      }\n      badge\n      amazonAsin\n      material\n      width\n      reflective\n      waterproof\n      machineWashable\n      bestFor\n      features\n      bulldogFitNotes\n      rating\n      reviewCount\n      displayPrice\n      priceCheckedAt\n      priceValidUntil\n      buyable\n      availability {\n        type\n        message\n        checkedAt\n      }\n      ...PriceHistory_product\n      retailerUrl\n      updatedAt\n      verdict\n      editorialScore\n      scores {\n        safetyDurability\n        comfortFit\n        customerSatisfaction\n        value\n        features\n      }\n      testNotes {\n        daysWorn\n        findings\n        dog {\n          name\n          breed\n          ageYears\n          neckIn\n          weightLbs\n        }\n      }\n      pros\n      cons\n      sizes {\n        label\n        neckIn {\n          min\n          max\n        }\n      }\n      related {\n        id\n        slug\n        name\n        imageUrl\n        image {\n          src\n          width\n          height\n          avifSrcset\n          webpSrcset\n        }\n        editorialScore\n        bestFor\n      }\n    }\n  }\n": typeof types.CollarReviewPageDocument,
    "\n  query CollarsPage($first: Int!, $offset: Int!, $filter: CollarFilter!, $q: String, $breed: Breed) {\n    productsConnection(first: $first, offset: $offset, filter: $filter, q: $q, breed: $breed) {\n      totalCount\n      nodes {\n        ...ProductCard_product\n      }\n    }\n  }\n": typeof types.CollarsPageDocument,
    "\n  query CompareChoices($limit: Int!) {\n    products(limit: $limit) {\n      id\n      slug\n      name\n    }\n  }\n": typeof types.CompareChoicesDocument,
    "\n  query ComparePage($limit: Int!, $slugs: [String!], $buyableOnly: Boolean! = false) {\n    products(limit: $limit, slugs: $slugs, buyableOnly: $buyableOnly) {\n      ...CompareTable_product\n    }\n  }\n": typeof types.ComparePageDocument,
    "\n  query FitFinderAnswer($input: FitInput!) {\n    fitRecommendation(input: $input) {\n      puppy\n      measured\n      neckIn {\n        min\n        max\n      }\n      estimate\n      neckWarning\n      roomNeeded {\n        belowIn\n        aboveIn\n      }\n      collarLengthIn {\n        min\n        max\n      }\n      minWidthIn\n      twoFingerCheck\n      matchCount\n      page\n      pageCount\n      matches {\n        product {\n          ...ProductCard_product\n        }\n        size {\n          label\n          neckIn {\n            min\n            max\n          }\n        }\n        room {\n          belowIn\n          aboveIn\n        }\n        suited\n        fitNotes\n      }\n      closest {\n        product {\n          id\n          slug\n          name\n          editorialScore\n        }\n        size {\n          label\n          neckIn {\n            min\n            max\n          }\n        }\n        missByIn\n        direction\n      }\n    }\n  }\n": typeof types.FitFinderAnswerDocument,
    "\n  mutation CreatePriceAlert($input: PriceAlertInput!) {\n    createPriceAlert(input: $input) {\n      success\n      message\n      belowCents\n    }\n  }\n": typeof types.CreatePriceAlertDocument,
    "\n  fragment PriceHistory_product on Product {\n    priceCheckedAt\n    priceHistory {\n      days\n      points {\n        amount\n        currency\n        observedAt\n      }\n      lowest {\n        amount\n        currency\n        observedAt\n      }\n      current {\n        amount\n        currency\n        observedAt\n      }\n    }\n  }\n": typeof types.PriceHistory_ProductFragmentDoc,
    "\n  query HomeTopPicks($limit: Int!) {\n    products(limit: $limit, buyableOnly: true) {\n      ...ProductCard_product\n    }\n  }\n": typeof types.HomeTopPicksDocument,
    "\n  fragment CompareTable_product on Product {\n    id\n    slug\n    name\n    editorialScore\n    badge\n    displayPrice\n    priceCheckedAt\n    buyable\n    availability {\n      type\n      message\n      checkedAt\n    }\n    rating\n    reviewCount\n    imageUrl\n    image {\n      src\n      width\n      height\n      avifSrcset\n      webpSrcset\n    }\n    material\n    width\n    reflective\n    waterproof\n    machineWashable\n    bestFor\n    retailerUrl\n    sizes {\n      label\n      neckIn {\n        min\n        max\n      }\n    }\n  }\n": typeof types.CompareTable_ProductFragmentDoc,
    "\n  fragment ProductCard_product on Product {\n    id\n    slug\n    name\n    description\n    editorialScore\n    displayPrice\n    priceCheckedAt\n    buyable\n    availability {\n      type\n      message\n      checkedAt\n    }\n    rating\n    reviewCount\n    imageUrl\n    imageAlt\n    image {\n      src\n      width\n      height\n      avifSrcset\n      webpSrcset\n    }\n    badge\n    features\n    bulldogFitNotes\n    retailerUrl\n    freeShipping\n  }\n": typeof types.ProductCard_ProductFragmentDoc,
    "\n  mutation TestPerplexityConnection {\n    testPerplexityConnection {\n      success\n      message\n      response\n      error\n    }\n  }\n": typeof types.TestPerplexityConnectionDocument,
    "\n  mutation TestContentGeneration {\n    testContentGeneration {\n      success\n      message\n      error\n      usage {\n        totalTokens\n        promptTokens\n        completionTokens\n      }\n      content {\n        articleId\n        title\n        slug\n        metaDescription\n        content\n        wordCount\n        readingTime\n      }\n    }\n  }\n": typeof types.TestContentGenerationDocument,
    "\n  query BlogPage($first: Int!, $offset: Int!) {\n    articlesConnection(first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        published\n        image {\n          src\n          width\n          height\n          avifSrcset\n          webpSrcset\n        }\n        ...ArticleCard_article\n      }\n    }\n  }\n": typeof types.BlogPageDocument,
    "\n  query BlogPostPage($slug: String!) {\n    article(slug: $slug) {\n      id\n      slug\n      title\n      metaDescription\n      targetKeywords\n      seoKeywords\n      readingTime\n      wordCount\n      content\n      createdAt\n      publishedAt\n      updatedAt\n      author\n      category\n      image {\n        src\n        width\n        height\n        avifSrcset\n        webpSrcset\n      }\n    }\n  }\n": typeof types.BlogPostPageDocument,
    "\n  query FaqSection {\n    faqs {\n      id\n      question\n      answer\n    }\n  }\n": typeof types.FaqSectionDocument,
    "\n  query GuidesPage($category: String!, $first: Int!, $offset: Int!) {\n    articlesConnection(category: $category, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        published\n        excerpt\n        ...ArticleCard_article\n      }\n    }\n  }\n": typeof types.GuidesPageDocument,
    "\n  query LatestArticles($limit: Int!) {\n    articles(limit: $limit) {\n      published\n      ...ArticleCard_article\n    }\n  }\n": typeof types.LatestArticlesDocument,
    "\n  fragment ArticleCard_article on Article {\n    id\n    slug\n    title\n    category\n    metaDescription\n    createdAt\n    readTime\n  }\n": typeof types.ArticleCard_ArticleFragmentDoc,
    "\n  query AboutPage {\n    productsConnection(first: 1) {\n      totalCount\n    }\n  }\n": typeof types.AboutPageDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.SendContactMessageDocument,
    "\n  query NewsletterArchivePage($first: Int!) {\n    newsletterArchive(first: $first) {\n      totalCount\n      nodes {\n        slug\n        subject\n        preheader\n        sentAt\n      }\n    }\n  }\n": typeof types.NewsletterArchivePageDocument,
    "\n  query NewsletterIssuePage($slug: String!) {\n    newsletterArchiveIssue(slug: $slug) {\n      slug\n      subject\n      preheader\n      sentAt\n      indexable\n      html\n    }\n  }\n": typeof types.NewsletterIssuePageDocument,
    "\n  mutation SubscribeEmail($input: SubscribeInput!) {\n    subscribe(input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.SubscribeEmailDocument,
    "\n  mutation SubmitProduct($input: ProductSubmissionInput!) {\n    submitProduct(input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.SubmitProductDocument,
};
const documents: Documents = {
    "\n  query AdminDashboard {\n    # The tab's count only: the table asks for its own page (the whole list can be 100,000 rows).\n    emailSubscribersConnection(first: 1) {\n      totalCount\n    }\n    # Counted by the server: the Messages table asks for its own page.\n    unreadMessages: contactMessagesConnection(unread: true, first: 1) {\n      totalCount\n    }\n    # The link-health report's count, for the notice above the tabs.\n    retailerLinks: linkHealth(first: 1) {\n      totalCount\n    }\n  }\n": types.AdminDashboardDocument,
    "\n  mutation AdminLogout($sessionId: String!) {\n    adminLogout(sessionId: $sessionId)\n  }\n": types.AdminLogoutDocument,
    "\n  mutation AdminLogin($password: String!) {\n    adminLogin(password: $password) {\n      success\n      sessionId\n    }\n  }\n": types.AdminLoginDocument,
    "\n  query AdminAnalytics($from: String, $to: String) {\n    analyticsReport(from: $from, to: $to) {\n      from\n      to\n      totals {\n        visitors\n        pageviews\n        clicks\n        ctr\n        recommendations\n      }\n      days {\n        day\n        visitors\n        pageviews\n        clicks\n        ctr\n        recommendations\n      }\n      pages {\n        path\n        pageviews\n        visitors\n        clicks\n      }\n      referrers {\n        host\n        pageviews\n      }\n      campaigns {\n        source\n        medium\n        campaign\n        pageviews\n      }\n      products {\n        product\n        name\n        clicks\n      }\n      positions {\n        position\n        clicks\n      }\n      recommendations {\n        breed\n        age\n        measured\n        recommendations\n      }\n      newsletterClicks\n      newsletters {\n        subject\n        slug\n        clicks\n      }\n    }\n  }\n": types.AdminAnalyticsDocument,
    "\n  query EditorArticle($id: Int!) {\n    adminArticle(id: $id) {\n      id\n      title\n      slug\n      category\n      excerpt\n      metaDescription\n      markdown\n      content\n      targetKeywords\n      seoKeywords\n      imageUrl\n      author\n      published\n      publishedAt\n      updatedAt\n    }\n  }\n": types.EditorArticleDocument,
    "\n  query ArticleRevisions($id: Int!) {\n    articleRevisions(id: $id) {\n      id\n      number\n      author\n      changedFields\n      createdAt\n    }\n  }\n": types.ArticleRevisionsDocument,
    "\n  query ArticleMarkdownPreview($markdown: String!) {\n    articleMarkdownPreview(markdown: $markdown)\n  }\n": types.ArticleMarkdownPreviewDocument,
    "\n  mutation CreateArticle($input: ArticleEditorInput!) {\n    createArticle(input: $input) {\n      id\n      slug\n    }\n  }\n": types.CreateArticleDocument,
    "\n  mutation UpdateArticle($id: Int!, $input: ArticleEditorInput!) {\n    updateArticle(id: $id, input: $input) {\n      id\n      slug\n      published\n      publishedAt\n    }\n  }\n": types.UpdateArticleDocument,
    "\n  mutation RestoreArticleRevision($id: Int!, $revisionId: Int!, $restoreSlug: Boolean!) {\n    restoreArticleRevision(id: $id, revisionId: $revisionId, restoreSlug: $restoreSlug) {\n      id\n    }\n  }\n": types.RestoreArticleRevisionDocument,
    "\n  query AdminArticlePreview($id: Int!) {\n    adminArticle(id: $id) {\n      id\n      title\n      metaDescription\n      author\n      content\n      wordCount\n      readingTime\n      published\n    }\n  }\n": types.AdminArticlePreviewDocument,
    "\n  query AdminArticles($status: ArticleStatus, $category: String, $q: String, $sort: AdminArticleSort!, $first: Int, $offset: Int) {\n    adminArticlesConnection(status: $status, category: $category, q: $q, sort: $sort, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        title\n        slug\n        category\n        published\n        createdAt\n        publishedAt\n      }\n    }\n  }\n": types.AdminArticlesDocument,
    "\n  query AdminArticleCategories {\n    adminArticleCategories\n  }\n": types.AdminArticleCategoriesDocument,
    "\n  mutation SetArticlePublished($id: Int!, $published: Boolean!) {\n    setArticlePublished(id: $id, published: $published) {\n      id\n      published\n      publishedAt\n    }\n  }\n": types.SetArticlePublishedDocument,
    "\n  query AdminFaqs {\n    faqs {\n      id\n      question\n      answer\n    }\n  }\n": types.AdminFaqsDocument,
    "\n  mutation CreateFaq($input: FaqInput!) {\n    createFaq(input: $input) {\n      id\n    }\n  }\n": types.CreateFaqDocument,
    "\n  mutation UpdateFaq($id: Int!, $input: FaqInput!) {\n    updateFaq(id: $id, input: $input) {\n      id\n      question\n      answer\n    }\n  }\n": types.UpdateFaqDocument,
    "\n  mutation ReorderFaqs($ids: [Int!]!) {\n    reorderFaqs(ids: $ids) {\n      id\n    }\n  }\n": types.ReorderFaqsDocument,
    "\n  mutation DeleteFaq($id: Int!) {\n    deleteFaq(id: $id)\n  }\n": types.DeleteFaqDocument,
    "\n  query LinkHealthReport($first: Int, $offset: Int) {\n    linkHealth(first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        productId\n        productName\n        amazonAsin\n        archived\n        buyable\n        problem\n        since\n        code\n        message\n        retailerTitle\n        lastSuccessAt\n      }\n    }\n  }\n": types.LinkHealthReportDocument,
    "\n  query AdminMessages($unread: Boolean, $q: String, $sort: MessageSort!, $first: Int, $offset: Int) {\n    contactMessagesConnection(unread: $unread, q: $q, sort: $sort, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        name\n        email\n        subject\n        message\n        readAt\n        createdAt\n      }\n    }\n  }\n": types.AdminMessagesDocument,
    "\n  mutation SetContactMessageRead($id: Int!, $read: Boolean!) {\n    setContactMessageRead(id: $id, read: $read) {\n      id\n      readAt\n    }\n  }\n": types.SetContactMessageReadDocument,
    "\n  mutation EraseMessageSender($id: Int!) {\n    eraseContactMessageSender(id: $id) {\n      email\n      emails\n      contactMessages\n    }\n  }\n": types.EraseMessageSenderDocument,
    "\n  query AdminNewsletter($id: Int!) {\n    newsletter(id: $id) {\n      id\n      slug\n      subject\n      preheader\n      markdown\n      indexable\n      status\n      sendAt\n      sentAt\n      testSentAt\n      updatedAt\n      delivery {\n        recipientCount\n        sentCount\n        failedCount\n        pendingCount\n      }\n      links {\n        id\n        url\n        position\n        clicks\n      }\n    }\n  }\n": types.AdminNewsletterDocument,
    "\n  mutation CreateNewsletter($input: NewsletterInput!) {\n    createNewsletter(input: $input) {\n      id\n    }\n  }\n": types.CreateNewsletterDocument,
    "\n  mutation UpdateNewsletter($id: Int!, $input: NewsletterPatchInput!) {\n    updateNewsletter(id: $id, input: $input) {\n      id\n      subject\n      preheader\n      markdown\n      indexable\n      updatedAt\n    }\n  }\n": types.UpdateNewsletterDocument,
    "\n  query NewsletterArticleChoices {\n    articlesConnection(first: 100) {\n      nodes {\n        id\n        title\n      }\n    }\n  }\n": types.NewsletterArticleChoicesDocument,
    "\n  mutation CreateNewsletterFromArticle($articleId: Int!) {\n    createNewsletterFromArticle(articleId: $articleId) {\n      id\n    }\n  }\n": types.CreateNewsletterFromArticleDocument,
    "\n  query NewsletterPreview($id: Int!) {\n    newsletterPreview(id: $id) {\n      subject\n      preheader\n      emailHtml\n      emailText\n      webHtml\n    }\n  }\n": types.NewsletterPreviewDocument,
    "\n  query NewsletterAudience {\n    newsletterAudience\n  }\n": types.NewsletterAudienceDocument,
    "\n  mutation SendNewsletterTest($id: Int!, $email: String!) {\n    sendNewsletterTest(id: $id, email: $email) {\n      id\n      testSentAt\n    }\n  }\n": types.SendNewsletterTestDocument,
    "\n  mutation SendNewsletter($id: Int!, $sendAt: DateTimeISO) {\n    sendNewsletter(id: $id, sendAt: $sendAt) {\n      id\n      status\n      sendAt\n    }\n  }\n": types.SendNewsletterDocument,
    "\n  mutation CancelNewsletterSchedule($id: Int!) {\n    cancelNewsletterSchedule(id: $id) {\n      id\n      status\n      sendAt\n    }\n  }\n": types.CancelNewsletterScheduleDocument,
    "\n  query AdminNewsletters {\n    newslettersConnection(first: 25) {\n      totalCount\n      nodes {\n        id\n        subject\n        status\n        sendAt\n        sentAt\n        updatedAt\n        delivery {\n          recipientCount\n          sentCount\n          failedCount\n        }\n      }\n    }\n  }\n": types.AdminNewslettersDocument,
    "\n  query AdminOutbox($status: OutboxStatus, $q: String, $sort: OutboxSort!, $first: Int, $offset: Int) {\n    outboxEmailsConnection(status: $status, q: $q, sort: $sort, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        kind\n        toAddress\n        subject\n        text\n        status\n        attempts\n        lastError\n        nextAttemptAt\n        sentAt\n        createdAt\n      }\n    }\n  }\n": types.AdminOutboxDocument,
    "\n  query PriceAlertCounts {\n    priceAlertCounts {\n      productId\n      productName\n      productSlug\n      pending\n      active\n      fired\n    }\n  }\n": types.PriceAlertCountsDocument,
    "\n  query AdminProduct($id: Int!) {\n    adminProduct(id: $id) {\n      id\n      name\n      slug\n      description\n      price\n      priceCheckedAt\n      rating\n      reviewCount\n      imageUrl\n      imageAlt\n      badge\n      amazonAsin\n      features\n      bulldogFitNotes\n      material\n      width\n      reflective\n      waterproof\n      machineWashable\n      bestFor\n      breeds\n      freeShipping\n      sizes {\n        label\n        neckIn {\n          min\n          max\n        }\n      }\n      verdict\n      scores {\n        safetyDurability\n        comfortFit\n        customerSatisfaction\n        value\n        features\n      }\n      testNotes {\n        daysWorn\n        findings\n        dog {\n          name\n          breed\n          ageYears\n          neckIn\n          weightLbs\n        }\n      }\n      pros\n      cons\n      archivedAt\n      updatedAt\n      ...ProductRetailerPanel_product\n    }\n  }\n": types.AdminProductDocument,
    "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      id\n      name\n    }\n  }\n": types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: Int!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n      name\n      price\n      priceCheckedAt\n    }\n  }\n": types.UpdateProductDocument,
    "\n  fragment ProductRetailerPanel_product on Product {\n    id\n    name\n    imageUrl\n    amazonAsin\n    price\n    priceCheckedAt\n    availability {\n      type\n      message\n      checkedAt\n    }\n    retailerListing {\n      title\n      imageUrl\n      problem {\n        problem\n        since\n        code\n        message\n      }\n    }\n  }\n": types.ProductRetailerPanel_ProductFragmentDoc,
    "\n  mutation RefreshProduct($id: Int!) {\n    refreshProduct(id: $id) {\n      ...ProductRetailerPanel_product\n    }\n  }\n": types.RefreshProductDocument,
    "\n  query ProductRevisions($id: Int!) {\n    productRevisions(id: $id) {\n      id\n      number\n      author\n      changedFields\n      createdAt\n    }\n  }\n": types.ProductRevisionsDocument,
    "\n  mutation RestoreProductRevision($id: Int!, $revisionId: Int!, $restoreSlug: Boolean!) {\n    restoreProductRevision(id: $id, revisionId: $revisionId, restoreSlug: $restoreSlug) {\n      id\n    }\n  }\n": types.RestoreProductRevisionDocument,
    "\n  query AdminProducts($archived: Boolean, $q: String, $sort: AdminProductSort!, $first: Int, $offset: Int) {\n    adminProductsConnection(archived: $archived, q: $q, sort: $sort, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        rank\n        name\n        slug\n        price\n        priceCheckedAt\n        priceShownUntil\n        amazonAsin\n        archivedAt\n      }\n    }\n  }\n": types.AdminProductsDocument,
    "\n  mutation ConfirmProductPrice($id: Int!) {\n    confirmProductPrice(id: $id) {\n      id\n      priceCheckedAt\n      priceShownUntil\n    }\n  }\n": types.ConfirmProductPriceDocument,
    "\n  mutation MoveProduct($id: Int!, $position: Int!) {\n    moveProduct(id: $id, position: $position) {\n      id\n      rank\n    }\n  }\n": types.MoveProductDocument,
    "\n  mutation SetProductArchived($id: Int!, $archived: Boolean!) {\n    updateProduct(id: $id, input: { archived: $archived }) {\n      id\n      archivedAt\n    }\n  }\n": types.SetProductArchivedDocument,
    "\n  mutation DeleteProduct($id: Int!) {\n    deleteProduct(id: $id)\n  }\n": types.DeleteProductDocument,
    "\n  fragment RevisionComparisonFields on RevisionComparison {\n    revision {\n      id\n      number\n    }\n    changes {\n      field\n      current\n      revision\n    }\n  }\n": types.RevisionComparisonFieldsFragmentDoc,
    "\n  query ProductRevisionComparison($id: Int!, $revisionId: Int!) {\n    productRevisionComparison(id: $id, revisionId: $revisionId) {\n      ...RevisionComparisonFields\n    }\n  }\n": types.ProductRevisionComparisonDocument,
    "\n  query ArticleRevisionComparison($id: Int!, $revisionId: Int!) {\n    articleRevisionComparison(id: $id, revisionId: $revisionId) {\n      ...RevisionComparisonFields\n    }\n  }\n": types.ArticleRevisionComparisonDocument,
    "\n  query RetailerStatus {\n    retailerStatus {\n      configured\n      setupHint\n      intervalMinutes\n      lastCycleStartedAt\n      lastCycleFinishedAt\n      nextSyncAt\n      productsDue\n      linkProblems\n      pause {\n        until\n        reason\n        endsOnRefresh\n      }\n    }\n  }\n": types.RetailerStatusDocument,
    "\n  mutation RefreshAllProducts {\n    refreshAllProducts\n  }\n": types.RefreshAllProductsDocument,
    "\n  query AdminSubmissions($q: String, $sort: SubmissionSort!, $first: Int, $offset: Int) {\n    productSubmissionsConnection(q: $q, sort: $sort, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        productName\n        amazonAsin\n        submitterName\n        submitterEmail\n        status\n        rawStatus\n        submittedAt\n      }\n    }\n  }\n": types.AdminSubmissionsDocument,
    "\n  mutation UpdateSubmissionStatus($id: Int!, $status: ModerationStatus!) {\n    updateProductSubmissionStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": types.UpdateSubmissionStatusDocument,
    "\n  mutation DeleteSubmission($id: Int!) {\n    deleteProductSubmission(id: $id)\n  }\n": types.DeleteSubmissionDocument,
    "\n  query AdminSubscribers($status: SubscriberStatus, $q: String, $sort: SubscriberSort!, $first: Int, $offset: Int) {\n    emailSubscribersConnection(status: $status, q: $q, sort: $sort, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        email\n        leadMagnet\n        breed\n        subscribedAt\n        status\n      }\n    }\n  }\n": types.AdminSubscribersDocument,
    "\n  query AdminSubscribersCsv($status: SubscriberStatus) {\n    emailSubscribersCsv(status: $status)\n  }\n": types.AdminSubscribersCsvDocument,
    "\n  mutation EraseSubscriber($id: Int!) {\n    eraseEmailSubscriber(id: $id) {\n      email\n      emails\n      contactMessages\n    }\n  }\n": types.EraseSubscriberDocument,
    "\n  query AdminMailSuppressions($q: String, $first: Int, $offset: Int) {\n    mailSuppressionsConnection(q: $q, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        email\n        reason\n        detail\n        createdAt\n      }\n    }\n  }\n": types.AdminMailSuppressionsDocument,
    "\n  mutation ReleaseMailSuppression($id: Int!) {\n    releaseMailSuppression(id: $id)\n  }\n": types.ReleaseMailSuppressionDocument,
    "\n  query CollarReviewPage($slug: String!) {\n    product(slug: $slug) {\n      id\n      slug\n      name\n      description\n      imageUrl\n      imageAlt\n      image {\n        src\n        width\n        height\n        avifSrcset\n        webpSrcset\n      }\n      badge\n      amazonAsin\n      material\n      width\n      reflective\n      waterproof\n      machineWashable\n      bestFor\n      features\n      bulldogFitNotes\n      rating\n      reviewCount\n      displayPrice\n      priceCheckedAt\n      priceValidUntil\n      buyable\n      availability {\n        type\n        message\n        checkedAt\n      }\n      ...PriceHistory_product\n      retailerUrl\n      updatedAt\n      verdict\n      editorialScore\n      scores {\n        safetyDurability\n        comfortFit\n        customerSatisfaction\n        value\n        features\n      }\n      testNotes {\n        daysWorn\n        findings\n        dog {\n          name\n          breed\n          ageYears\n          neckIn\n          weightLbs\n        }\n      }\n      pros\n      cons\n      sizes {\n        label\n        neckIn {\n          min\n          max\n        }\n      }\n      related {\n        id\n        slug\n        name\n        imageUrl\n        image {\n          src\n          width\n          height\n          avifSrcset\n          webpSrcset\n        }\n        editorialScore\n        bestFor\n      }\n    }\n  }\n": types.CollarReviewPageDocument,
    "\n  query CollarsPage($first: Int!, $offset: Int!, $filter: CollarFilter!, $q: String, $breed: Breed) {\n    productsConnection(first: $first, offset: $offset, filter: $filter, q: $q, breed: $breed) {\n      totalCount\n      nodes {\n        ...ProductCard_product\n      }\n    }\n  }\n": types.CollarsPageDocument,
    "\n  query CompareChoices($limit: Int!) {\n    products(limit: $limit) {\n      id\n      slug\n      name\n    }\n  }\n": types.CompareChoicesDocument,
    "\n  query ComparePage($limit: Int!, $slugs: [String!], $buyableOnly: Boolean! = false) {\n    products(limit: $limit, slugs: $slugs, buyableOnly: $buyableOnly) {\n      ...CompareTable_product\n    }\n  }\n": types.ComparePageDocument,
    "\n  query FitFinderAnswer($input: FitInput!) {\n    fitRecommendation(input: $input) {\n      puppy\n      measured\n      neckIn {\n        min\n        max\n      }\n      estimate\n      neckWarning\n      roomNeeded {\n        belowIn\n        aboveIn\n      }\n      collarLengthIn {\n        min\n        max\n      }\n      minWidthIn\n      twoFingerCheck\n      matchCount\n      page\n      pageCount\n      matches {\n        product {\n          ...ProductCard_product\n        }\n        size {\n          label\n          neckIn {\n            min\n            max\n          }\n        }\n        room {\n          belowIn\n          aboveIn\n        }\n        suited\n        fitNotes\n      }\n      closest {\n        product {\n          id\n          slug\n          name\n          editorialScore\n        }\n        size {\n          label\n          neckIn {\n            min\n            max\n          }\n        }\n        missByIn\n        direction\n      }\n    }\n  }\n": types.FitFinderAnswerDocument,
    "\n  mutation CreatePriceAlert($input: PriceAlertInput!) {\n    createPriceAlert(input: $input) {\n      success\n      message\n      belowCents\n    }\n  }\n": types.CreatePriceAlertDocument,
    "\n  fragment PriceHistory_product on Product {\n    priceCheckedAt\n    priceHistory {\n      days\n      points {\n        amount\n        currency\n        observedAt\n      }\n      lowest {\n        amount\n        currency\n        observedAt\n      }\n      current {\n        amount\n        currency\n        observedAt\n      }\n    }\n  }\n": types.PriceHistory_ProductFragmentDoc,
    "\n  query HomeTopPicks($limit: Int!) {\n    products(limit: $limit, buyableOnly: true) {\n      ...ProductCard_product\n    }\n  }\n": types.HomeTopPicksDocument,
    "\n  fragment CompareTable_product on Product {\n    id\n    slug\n    name\n    editorialScore\n    badge\n    displayPrice\n    priceCheckedAt\n    buyable\n    availability {\n      type\n      message\n      checkedAt\n    }\n    rating\n    reviewCount\n    imageUrl\n    image {\n      src\n      width\n      height\n      avifSrcset\n      webpSrcset\n    }\n    material\n    width\n    reflective\n    waterproof\n    machineWashable\n    bestFor\n    retailerUrl\n    sizes {\n      label\n      neckIn {\n        min\n        max\n      }\n    }\n  }\n": types.CompareTable_ProductFragmentDoc,
    "\n  fragment ProductCard_product on Product {\n    id\n    slug\n    name\n    description\n    editorialScore\n    displayPrice\n    priceCheckedAt\n    buyable\n    availability {\n      type\n      message\n      checkedAt\n    }\n    rating\n    reviewCount\n    imageUrl\n    imageAlt\n    image {\n      src\n      width\n      height\n      avifSrcset\n      webpSrcset\n    }\n    badge\n    features\n    bulldogFitNotes\n    retailerUrl\n    freeShipping\n  }\n": types.ProductCard_ProductFragmentDoc,
    "\n  mutation TestPerplexityConnection {\n    testPerplexityConnection {\n      success\n      message\n      response\n      error\n    }\n  }\n": types.TestPerplexityConnectionDocument,
    "\n  mutation TestContentGeneration {\n    testContentGeneration {\n      success\n      message\n      error\n      usage {\n        totalTokens\n        promptTokens\n        completionTokens\n      }\n      content {\n        articleId\n        title\n        slug\n        metaDescription\n        content\n        wordCount\n        readingTime\n      }\n    }\n  }\n": types.TestContentGenerationDocument,
    "\n  query BlogPage($first: Int!, $offset: Int!) {\n    articlesConnection(first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        published\n        image {\n          src\n          width\n          height\n          avifSrcset\n          webpSrcset\n        }\n        ...ArticleCard_article\n      }\n    }\n  }\n": types.BlogPageDocument,
    "\n  query BlogPostPage($slug: String!) {\n    article(slug: $slug) {\n      id\n      slug\n      title\n      metaDescription\n      targetKeywords\n      seoKeywords\n      readingTime\n      wordCount\n      content\n      createdAt\n      publishedAt\n      updatedAt\n      author\n      category\n      image {\n        src\n        width\n        height\n        avifSrcset\n        webpSrcset\n      }\n    }\n  }\n": types.BlogPostPageDocument,
    "\n  query FaqSection {\n    faqs {\n      id\n      question\n      answer\n    }\n  }\n": types.FaqSectionDocument,
    "\n  query GuidesPage($category: String!, $first: Int!, $offset: Int!) {\n    articlesConnection(category: $category, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        published\n        excerpt\n        ...ArticleCard_article\n      }\n    }\n  }\n": types.GuidesPageDocument,
    "\n  query LatestArticles($limit: Int!) {\n    articles(limit: $limit) {\n      published\n      ...ArticleCard_article\n    }\n  }\n": types.LatestArticlesDocument,
    "\n  fragment ArticleCard_article on Article {\n    id\n    slug\n    title\n    category\n    metaDescription\n    createdAt\n    readTime\n  }\n": types.ArticleCard_ArticleFragmentDoc,
    "\n  query AboutPage {\n    productsConnection(first: 1) {\n      totalCount\n    }\n  }\n": types.AboutPageDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      success\n      message\n    }\n  }\n": types.SendContactMessageDocument,
    "\n  query NewsletterArchivePage($first: Int!) {\n    newsletterArchive(first: $first) {\n      totalCount\n      nodes {\n        slug\n        subject\n        preheader\n        sentAt\n      }\n    }\n  }\n": types.NewsletterArchivePageDocument,
    "\n  query NewsletterIssuePage($slug: String!) {\n    newsletterArchiveIssue(slug: $slug) {\n      slug\n      subject\n      preheader\n      sentAt\n      indexable\n      html\n    }\n  }\n": types.NewsletterIssuePageDocument,
    "\n  mutation SubscribeEmail($input: SubscribeInput!) {\n    subscribe(input: $input) {\n      success\n      message\n    }\n  }\n": types.SubscribeEmailDocument,
    "\n  mutation SubmitProduct($input: ProductSubmissionInput!) {\n    submitProduct(input: $input) {\n      success\n      message\n    }\n  }\n": types.SubmitProductDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboard {\n    # The tab's count only: the table asks for its own page (the whole list can be 100,000 rows).\n    emailSubscribersConnection(first: 1) {\n      totalCount\n    }\n    # Counted by the server: the Messages table asks for its own page.\n    unreadMessages: contactMessagesConnection(unread: true, first: 1) {\n      totalCount\n    }\n    # The link-health report's count, for the notice above the tabs.\n    retailerLinks: linkHealth(first: 1) {\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboard {\n    # The tab's count only: the table asks for its own page (the whole list can be 100,000 rows).\n    emailSubscribersConnection(first: 1) {\n      totalCount\n    }\n    # Counted by the server: the Messages table asks for its own page.\n    unreadMessages: contactMessagesConnection(unread: true, first: 1) {\n      totalCount\n    }\n    # The link-health report's count, for the notice above the tabs.\n    retailerLinks: linkHealth(first: 1) {\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLogout($sessionId: String!) {\n    adminLogout(sessionId: $sessionId)\n  }\n"): (typeof documents)["\n  mutation AdminLogout($sessionId: String!) {\n    adminLogout(sessionId: $sessionId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLogin($password: String!) {\n    adminLogin(password: $password) {\n      success\n      sessionId\n    }\n  }\n"): (typeof documents)["\n  mutation AdminLogin($password: String!) {\n    adminLogin(password: $password) {\n      success\n      sessionId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAnalytics($from: String, $to: String) {\n    analyticsReport(from: $from, to: $to) {\n      from\n      to\n      totals {\n        visitors\n        pageviews\n        clicks\n        ctr\n        recommendations\n      }\n      days {\n        day\n        visitors\n        pageviews\n        clicks\n        ctr\n        recommendations\n      }\n      pages {\n        path\n        pageviews\n        visitors\n        clicks\n      }\n      referrers {\n        host\n        pageviews\n      }\n      campaigns {\n        source\n        medium\n        campaign\n        pageviews\n      }\n      products {\n        product\n        name\n        clicks\n      }\n      positions {\n        position\n        clicks\n      }\n      recommendations {\n        breed\n        age\n        measured\n        recommendations\n      }\n      newsletterClicks\n      newsletters {\n        subject\n        slug\n        clicks\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAnalytics($from: String, $to: String) {\n    analyticsReport(from: $from, to: $to) {\n      from\n      to\n      totals {\n        visitors\n        pageviews\n        clicks\n        ctr\n        recommendations\n      }\n      days {\n        day\n        visitors\n        pageviews\n        clicks\n        ctr\n        recommendations\n      }\n      pages {\n        path\n        pageviews\n        visitors\n        clicks\n      }\n      referrers {\n        host\n        pageviews\n      }\n      campaigns {\n        source\n        medium\n        campaign\n        pageviews\n      }\n      products {\n        product\n        name\n        clicks\n      }\n      positions {\n        position\n        clicks\n      }\n      recommendations {\n        breed\n        age\n        measured\n        recommendations\n      }\n      newsletterClicks\n      newsletters {\n        subject\n        slug\n        clicks\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditorArticle($id: Int!) {\n    adminArticle(id: $id) {\n      id\n      title\n      slug\n      category\n      excerpt\n      metaDescription\n      markdown\n      content\n      targetKeywords\n      seoKeywords\n      imageUrl\n      author\n      published\n      publishedAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query EditorArticle($id: Int!) {\n    adminArticle(id: $id) {\n      id\n      title\n      slug\n      category\n      excerpt\n      metaDescription\n      markdown\n      content\n      targetKeywords\n      seoKeywords\n      imageUrl\n      author\n      published\n      publishedAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleRevisions($id: Int!) {\n    articleRevisions(id: $id) {\n      id\n      number\n      author\n      changedFields\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query ArticleRevisions($id: Int!) {\n    articleRevisions(id: $id) {\n      id\n      number\n      author\n      changedFields\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleMarkdownPreview($markdown: String!) {\n    articleMarkdownPreview(markdown: $markdown)\n  }\n"): (typeof documents)["\n  query ArticleMarkdownPreview($markdown: String!) {\n    articleMarkdownPreview(markdown: $markdown)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateArticle($input: ArticleEditorInput!) {\n    createArticle(input: $input) {\n      id\n      slug\n    }\n  }\n"): (typeof documents)["\n  mutation CreateArticle($input: ArticleEditorInput!) {\n    createArticle(input: $input) {\n      id\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateArticle($id: Int!, $input: ArticleEditorInput!) {\n    updateArticle(id: $id, input: $input) {\n      id\n      slug\n      published\n      publishedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateArticle($id: Int!, $input: ArticleEditorInput!) {\n    updateArticle(id: $id, input: $input) {\n      id\n      slug\n      published\n      publishedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreArticleRevision($id: Int!, $revisionId: Int!, $restoreSlug: Boolean!) {\n    restoreArticleRevision(id: $id, revisionId: $revisionId, restoreSlug: $restoreSlug) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreArticleRevision($id: Int!, $revisionId: Int!, $restoreSlug: Boolean!) {\n    restoreArticleRevision(id: $id, revisionId: $revisionId, restoreSlug: $restoreSlug) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminArticlePreview($id: Int!) {\n    adminArticle(id: $id) {\n      id\n      title\n      metaDescription\n      author\n      content\n      wordCount\n      readingTime\n      published\n    }\n  }\n"): (typeof documents)["\n  query AdminArticlePreview($id: Int!) {\n    adminArticle(id: $id) {\n      id\n      title\n      metaDescription\n      author\n      content\n      wordCount\n      readingTime\n      published\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminArticles($status: ArticleStatus, $category: String, $q: String, $sort: AdminArticleSort!, $first: Int, $offset: Int) {\n    adminArticlesConnection(status: $status, category: $category, q: $q, sort: $sort, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        title\n        slug\n        category\n        published\n        createdAt\n        publishedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminArticles($status: ArticleStatus, $category: String, $q: String, $sort: AdminArticleSort!, $first: Int, $offset: Int) {\n    adminArticlesConnection(status: $status, category: $category, q: $q, sort: $sort, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        title\n        slug\n        category\n        published\n        createdAt\n        publishedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminArticleCategories {\n    adminArticleCategories\n  }\n"): (typeof documents)["\n  query AdminArticleCategories {\n    adminArticleCategories\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetArticlePublished($id: Int!, $published: Boolean!) {\n    setArticlePublished(id: $id, published: $published) {\n      id\n      published\n      publishedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SetArticlePublished($id: Int!, $published: Boolean!) {\n    setArticlePublished(id: $id, published: $published) {\n      id\n      published\n      publishedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFaqs {\n    faqs {\n      id\n      question\n      answer\n    }\n  }\n"): (typeof documents)["\n  query AdminFaqs {\n    faqs {\n      id\n      question\n      answer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFaq($input: FaqInput!) {\n    createFaq(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateFaq($input: FaqInput!) {\n    createFaq(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFaq($id: Int!, $input: FaqInput!) {\n    updateFaq(id: $id, input: $input) {\n      id\n      question\n      answer\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateFaq($id: Int!, $input: FaqInput!) {\n    updateFaq(id: $id, input: $input) {\n      id\n      question\n      answer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderFaqs($ids: [Int!]!) {\n    reorderFaqs(ids: $ids) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderFaqs($ids: [Int!]!) {\n    reorderFaqs(ids: $ids) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFaq($id: Int!) {\n    deleteFaq(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteFaq($id: Int!) {\n    deleteFaq(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LinkHealthReport($first: Int, $offset: Int) {\n    linkHealth(first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        productId\n        productName\n        amazonAsin\n        archived\n        buyable\n        problem\n        since\n        code\n        message\n        retailerTitle\n        lastSuccessAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query LinkHealthReport($first: Int, $offset: Int) {\n    linkHealth(first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        productId\n        productName\n        amazonAsin\n        archived\n        buyable\n        problem\n        since\n        code\n        message\n        retailerTitle\n        lastSuccessAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMessages($unread: Boolean, $q: String, $sort: MessageSort!, $first: Int, $offset: Int) {\n    contactMessagesConnection(unread: $unread, q: $q, sort: $sort, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        name\n        email\n        subject\n        message\n        readAt\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminMessages($unread: Boolean, $q: String, $sort: MessageSort!, $first: Int, $offset: Int) {\n    contactMessagesConnection(unread: $unread, q: $q, sort: $sort, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        name\n        email\n        subject\n        message\n        readAt\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetContactMessageRead($id: Int!, $read: Boolean!) {\n    setContactMessageRead(id: $id, read: $read) {\n      id\n      readAt\n    }\n  }\n"): (typeof documents)["\n  mutation SetContactMessageRead($id: Int!, $read: Boolean!) {\n    setContactMessageRead(id: $id, read: $read) {\n      id\n      readAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EraseMessageSender($id: Int!) {\n    eraseContactMessageSender(id: $id) {\n      email\n      emails\n      contactMessages\n    }\n  }\n"): (typeof documents)["\n  mutation EraseMessageSender($id: Int!) {\n    eraseContactMessageSender(id: $id) {\n      email\n      emails\n      contactMessages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminNewsletter($id: Int!) {\n    newsletter(id: $id) {\n      id\n      slug\n      subject\n      preheader\n      markdown\n      indexable\n      status\n      sendAt\n      sentAt\n      testSentAt\n      updatedAt\n      delivery {\n        recipientCount\n        sentCount\n        failedCount\n        pendingCount\n      }\n      links {\n        id\n        url\n        position\n        clicks\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminNewsletter($id: Int!) {\n    newsletter(id: $id) {\n      id\n      slug\n      subject\n      preheader\n      markdown\n      indexable\n      status\n      sendAt\n      sentAt\n      testSentAt\n      updatedAt\n      delivery {\n        recipientCount\n        sentCount\n        failedCount\n        pendingCount\n      }\n      links {\n        id\n        url\n        position\n        clicks\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateNewsletter($input: NewsletterInput!) {\n    createNewsletter(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateNewsletter($input: NewsletterInput!) {\n    createNewsletter(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNewsletter($id: Int!, $input: NewsletterPatchInput!) {\n    updateNewsletter(id: $id, input: $input) {\n      id\n      subject\n      preheader\n      markdown\n      indexable\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNewsletter($id: Int!, $input: NewsletterPatchInput!) {\n    updateNewsletter(id: $id, input: $input) {\n      id\n      subject\n      preheader\n      markdown\n      indexable\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsletterArticleChoices {\n    articlesConnection(first: 100) {\n      nodes {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query NewsletterArticleChoices {\n    articlesConnection(first: 100) {\n      nodes {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateNewsletterFromArticle($articleId: Int!) {\n    createNewsletterFromArticle(articleId: $articleId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateNewsletterFromArticle($articleId: Int!) {\n    createNewsletterFromArticle(articleId: $articleId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsletterPreview($id: Int!) {\n    newsletterPreview(id: $id) {\n      subject\n      preheader\n      emailHtml\n      emailText\n      webHtml\n    }\n  }\n"): (typeof documents)["\n  query NewsletterPreview($id: Int!) {\n    newsletterPreview(id: $id) {\n      subject\n      preheader\n      emailHtml\n      emailText\n      webHtml\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsletterAudience {\n    newsletterAudience\n  }\n"): (typeof documents)["\n  query NewsletterAudience {\n    newsletterAudience\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendNewsletterTest($id: Int!, $email: String!) {\n    sendNewsletterTest(id: $id, email: $email) {\n      id\n      testSentAt\n    }\n  }\n"): (typeof documents)["\n  mutation SendNewsletterTest($id: Int!, $email: String!) {\n    sendNewsletterTest(id: $id, email: $email) {\n      id\n      testSentAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendNewsletter($id: Int!, $sendAt: DateTimeISO) {\n    sendNewsletter(id: $id, sendAt: $sendAt) {\n      id\n      status\n      sendAt\n    }\n  }\n"): (typeof documents)["\n  mutation SendNewsletter($id: Int!, $sendAt: DateTimeISO) {\n    sendNewsletter(id: $id, sendAt: $sendAt) {\n      id\n      status\n      sendAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelNewsletterSchedule($id: Int!) {\n    cancelNewsletterSchedule(id: $id) {\n      id\n      status\n      sendAt\n    }\n  }\n"): (typeof documents)["\n  mutation CancelNewsletterSchedule($id: Int!) {\n    cancelNewsletterSchedule(id: $id) {\n      id\n      status\n      sendAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminNewsletters {\n    newslettersConnection(first: 25) {\n      totalCount\n      nodes {\n        id\n        subject\n        status\n        sendAt\n        sentAt\n        updatedAt\n        delivery {\n          recipientCount\n          sentCount\n          failedCount\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminNewsletters {\n    newslettersConnection(first: 25) {\n      totalCount\n      nodes {\n        id\n        subject\n        status\n        sendAt\n        sentAt\n        updatedAt\n        delivery {\n          recipientCount\n          sentCount\n          failedCount\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOutbox($status: OutboxStatus, $q: String, $sort: OutboxSort!, $first: Int, $offset: Int) {\n    outboxEmailsConnection(status: $status, q: $q, sort: $sort, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        kind\n        toAddress\n        subject\n        text\n        status\n        attempts\n        lastError\n        nextAttemptAt\n        sentAt\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOutbox($status: OutboxStatus, $q: String, $sort: OutboxSort!, $first: Int, $offset: Int) {\n    outboxEmailsConnection(status: $status, q: $q, sort: $sort, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        kind\n        toAddress\n        subject\n        text\n        status\n        attempts\n        lastError\n        nextAttemptAt\n        sentAt\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PriceAlertCounts {\n    priceAlertCounts {\n      productId\n      productName\n      productSlug\n      pending\n      active\n      fired\n    }\n  }\n"): (typeof documents)["\n  query PriceAlertCounts {\n    priceAlertCounts {\n      productId\n      productName\n      productSlug\n      pending\n      active\n      fired\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProduct($id: Int!) {\n    adminProduct(id: $id) {\n      id\n      name\n      slug\n      description\n      price\n      priceCheckedAt\n      rating\n      reviewCount\n      imageUrl\n      imageAlt\n      badge\n      amazonAsin\n      features\n      bulldogFitNotes\n      material\n      width\n      reflective\n      waterproof\n      machineWashable\n      bestFor\n      breeds\n      freeShipping\n      sizes {\n        label\n        neckIn {\n          min\n          max\n        }\n      }\n      verdict\n      scores {\n        safetyDurability\n        comfortFit\n        customerSatisfaction\n        value\n        features\n      }\n      testNotes {\n        daysWorn\n        findings\n        dog {\n          name\n          breed\n          ageYears\n          neckIn\n          weightLbs\n        }\n      }\n      pros\n      cons\n      archivedAt\n      updatedAt\n      ...ProductRetailerPanel_product\n    }\n  }\n"): (typeof documents)["\n  query AdminProduct($id: Int!) {\n    adminProduct(id: $id) {\n      id\n      name\n      slug\n      description\n      price\n      priceCheckedAt\n      rating\n      reviewCount\n      imageUrl\n      imageAlt\n      badge\n      amazonAsin\n      features\n      bulldogFitNotes\n      material\n      width\n      reflective\n      waterproof\n      machineWashable\n      bestFor\n      breeds\n      freeShipping\n      sizes {\n        label\n        neckIn {\n          min\n          max\n        }\n      }\n      verdict\n      scores {\n        safetyDurability\n        comfortFit\n        customerSatisfaction\n        value\n        features\n      }\n      testNotes {\n        daysWorn\n        findings\n        dog {\n          name\n          breed\n          ageYears\n          neckIn\n          weightLbs\n        }\n      }\n      pros\n      cons\n      archivedAt\n      updatedAt\n      ...ProductRetailerPanel_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProduct($id: Int!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n      name\n      price\n      priceCheckedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProduct($id: Int!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n      name\n      price\n      priceCheckedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductRetailerPanel_product on Product {\n    id\n    name\n    imageUrl\n    amazonAsin\n    price\n    priceCheckedAt\n    availability {\n      type\n      message\n      checkedAt\n    }\n    retailerListing {\n      title\n      imageUrl\n      problem {\n        problem\n        since\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ProductRetailerPanel_product on Product {\n    id\n    name\n    imageUrl\n    amazonAsin\n    price\n    priceCheckedAt\n    availability {\n      type\n      message\n      checkedAt\n    }\n    retailerListing {\n      title\n      imageUrl\n      problem {\n        problem\n        since\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshProduct($id: Int!) {\n    refreshProduct(id: $id) {\n      ...ProductRetailerPanel_product\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshProduct($id: Int!) {\n    refreshProduct(id: $id) {\n      ...ProductRetailerPanel_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductRevisions($id: Int!) {\n    productRevisions(id: $id) {\n      id\n      number\n      author\n      changedFields\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query ProductRevisions($id: Int!) {\n    productRevisions(id: $id) {\n      id\n      number\n      author\n      changedFields\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreProductRevision($id: Int!, $revisionId: Int!, $restoreSlug: Boolean!) {\n    restoreProductRevision(id: $id, revisionId: $revisionId, restoreSlug: $restoreSlug) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreProductRevision($id: Int!, $revisionId: Int!, $restoreSlug: Boolean!) {\n    restoreProductRevision(id: $id, revisionId: $revisionId, restoreSlug: $restoreSlug) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProducts($archived: Boolean, $q: String, $sort: AdminProductSort!, $first: Int, $offset: Int) {\n    adminProductsConnection(archived: $archived, q: $q, sort: $sort, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        rank\n        name\n        slug\n        price\n        priceCheckedAt\n        priceShownUntil\n        amazonAsin\n        archivedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminProducts($archived: Boolean, $q: String, $sort: AdminProductSort!, $first: Int, $offset: Int) {\n    adminProductsConnection(archived: $archived, q: $q, sort: $sort, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        rank\n        name\n        slug\n        price\n        priceCheckedAt\n        priceShownUntil\n        amazonAsin\n        archivedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmProductPrice($id: Int!) {\n    confirmProductPrice(id: $id) {\n      id\n      priceCheckedAt\n      priceShownUntil\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmProductPrice($id: Int!) {\n    confirmProductPrice(id: $id) {\n      id\n      priceCheckedAt\n      priceShownUntil\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveProduct($id: Int!, $position: Int!) {\n    moveProduct(id: $id, position: $position) {\n      id\n      rank\n    }\n  }\n"): (typeof documents)["\n  mutation MoveProduct($id: Int!, $position: Int!) {\n    moveProduct(id: $id, position: $position) {\n      id\n      rank\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetProductArchived($id: Int!, $archived: Boolean!) {\n    updateProduct(id: $id, input: { archived: $archived }) {\n      id\n      archivedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SetProductArchived($id: Int!, $archived: Boolean!) {\n    updateProduct(id: $id, input: { archived: $archived }) {\n      id\n      archivedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProduct($id: Int!) {\n    deleteProduct(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteProduct($id: Int!) {\n    deleteProduct(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RevisionComparisonFields on RevisionComparison {\n    revision {\n      id\n      number\n    }\n    changes {\n      field\n      current\n      revision\n    }\n  }\n"): (typeof documents)["\n  fragment RevisionComparisonFields on RevisionComparison {\n    revision {\n      id\n      number\n    }\n    changes {\n      field\n      current\n      revision\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductRevisionComparison($id: Int!, $revisionId: Int!) {\n    productRevisionComparison(id: $id, revisionId: $revisionId) {\n      ...RevisionComparisonFields\n    }\n  }\n"): (typeof documents)["\n  query ProductRevisionComparison($id: Int!, $revisionId: Int!) {\n    productRevisionComparison(id: $id, revisionId: $revisionId) {\n      ...RevisionComparisonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleRevisionComparison($id: Int!, $revisionId: Int!) {\n    articleRevisionComparison(id: $id, revisionId: $revisionId) {\n      ...RevisionComparisonFields\n    }\n  }\n"): (typeof documents)["\n  query ArticleRevisionComparison($id: Int!, $revisionId: Int!) {\n    articleRevisionComparison(id: $id, revisionId: $revisionId) {\n      ...RevisionComparisonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RetailerStatus {\n    retailerStatus {\n      configured\n      setupHint\n      intervalMinutes\n      lastCycleStartedAt\n      lastCycleFinishedAt\n      nextSyncAt\n      productsDue\n      linkProblems\n      pause {\n        until\n        reason\n        endsOnRefresh\n      }\n    }\n  }\n"): (typeof documents)["\n  query RetailerStatus {\n    retailerStatus {\n      configured\n      setupHint\n      intervalMinutes\n      lastCycleStartedAt\n      lastCycleFinishedAt\n      nextSyncAt\n      productsDue\n      linkProblems\n      pause {\n        until\n        reason\n        endsOnRefresh\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshAllProducts {\n    refreshAllProducts\n  }\n"): (typeof documents)["\n  mutation RefreshAllProducts {\n    refreshAllProducts\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSubmissions($q: String, $sort: SubmissionSort!, $first: Int, $offset: Int) {\n    productSubmissionsConnection(q: $q, sort: $sort, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        productName\n        amazonAsin\n        submitterName\n        submitterEmail\n        status\n        rawStatus\n        submittedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminSubmissions($q: String, $sort: SubmissionSort!, $first: Int, $offset: Int) {\n    productSubmissionsConnection(q: $q, sort: $sort, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        productName\n        amazonAsin\n        submitterName\n        submitterEmail\n        status\n        rawStatus\n        submittedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSubmissionStatus($id: Int!, $status: ModerationStatus!) {\n    updateProductSubmissionStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSubmissionStatus($id: Int!, $status: ModerationStatus!) {\n    updateProductSubmissionStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSubmission($id: Int!) {\n    deleteProductSubmission(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSubmission($id: Int!) {\n    deleteProductSubmission(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSubscribers($status: SubscriberStatus, $q: String, $sort: SubscriberSort!, $first: Int, $offset: Int) {\n    emailSubscribersConnection(status: $status, q: $q, sort: $sort, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        email\n        leadMagnet\n        breed\n        subscribedAt\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminSubscribers($status: SubscriberStatus, $q: String, $sort: SubscriberSort!, $first: Int, $offset: Int) {\n    emailSubscribersConnection(status: $status, q: $q, sort: $sort, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        email\n        leadMagnet\n        breed\n        subscribedAt\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSubscribersCsv($status: SubscriberStatus) {\n    emailSubscribersCsv(status: $status)\n  }\n"): (typeof documents)["\n  query AdminSubscribersCsv($status: SubscriberStatus) {\n    emailSubscribersCsv(status: $status)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EraseSubscriber($id: Int!) {\n    eraseEmailSubscriber(id: $id) {\n      email\n      emails\n      contactMessages\n    }\n  }\n"): (typeof documents)["\n  mutation EraseSubscriber($id: Int!) {\n    eraseEmailSubscriber(id: $id) {\n      email\n      emails\n      contactMessages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMailSuppressions($q: String, $first: Int, $offset: Int) {\n    mailSuppressionsConnection(q: $q, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        email\n        reason\n        detail\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminMailSuppressions($q: String, $first: Int, $offset: Int) {\n    mailSuppressionsConnection(q: $q, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        email\n        reason\n        detail\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReleaseMailSuppression($id: Int!) {\n    releaseMailSuppression(id: $id)\n  }\n"): (typeof documents)["\n  mutation ReleaseMailSuppression($id: Int!) {\n    releaseMailSuppression(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CollarReviewPage($slug: String!) {\n    product(slug: $slug) {\n      id\n      slug\n      name\n      description\n      imageUrl\n      imageAlt\n      image {\n        src\n        width\n        height\n        avifSrcset\n        webpSrcset\n      }\n      badge\n      amazonAsin\n      material\n      width\n      reflective\n      waterproof\n      machineWashable\n      bestFor\n      features\n      bulldogFitNotes\n      rating\n      reviewCount\n      displayPrice\n      priceCheckedAt\n      priceValidUntil\n      buyable\n      availability {\n        type\n        message\n        checkedAt\n      }\n      ...PriceHistory_product\n      retailerUrl\n      updatedAt\n      verdict\n      editorialScore\n      scores {\n        safetyDurability\n        comfortFit\n        customerSatisfaction\n        value\n        features\n      }\n      testNotes {\n        daysWorn\n        findings\n        dog {\n          name\n          breed\n          ageYears\n          neckIn\n          weightLbs\n        }\n      }\n      pros\n      cons\n      sizes {\n        label\n        neckIn {\n          min\n          max\n        }\n      }\n      related {\n        id\n        slug\n        name\n        imageUrl\n        image {\n          src\n          width\n          height\n          avifSrcset\n          webpSrcset\n        }\n        editorialScore\n        bestFor\n      }\n    }\n  }\n"): (typeof documents)["\n  query CollarReviewPage($slug: String!) {\n    product(slug: $slug) {\n      id\n      slug\n      name\n      description\n      imageUrl\n      imageAlt\n      image {\n        src\n        width\n        height\n        avifSrcset\n        webpSrcset\n      }\n      badge\n      amazonAsin\n      material\n      width\n      reflective\n      waterproof\n      machineWashable\n      bestFor\n      features\n      bulldogFitNotes\n      rating\n      reviewCount\n      displayPrice\n      priceCheckedAt\n      priceValidUntil\n      buyable\n      availability {\n        type\n        message\n        checkedAt\n      }\n      ...PriceHistory_product\n      retailerUrl\n      updatedAt\n      verdict\n      editorialScore\n      scores {\n        safetyDurability\n        comfortFit\n        customerSatisfaction\n        value\n        features\n      }\n      testNotes {\n        daysWorn\n        findings\n        dog {\n          name\n          breed\n          ageYears\n          neckIn\n          weightLbs\n        }\n      }\n      pros\n      cons\n      sizes {\n        label\n        neckIn {\n          min\n          max\n        }\n      }\n      related {\n        id\n        slug\n        name\n        imageUrl\n        image {\n          src\n          width\n          height\n          avifSrcset\n          webpSrcset\n        }\n        editorialScore\n        bestFor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CollarsPage($first: Int!, $offset: Int!, $filter: CollarFilter!, $q: String, $breed: Breed) {\n    productsConnection(first: $first, offset: $offset, filter: $filter, q: $q, breed: $breed) {\n      totalCount\n      nodes {\n        ...ProductCard_product\n      }\n    }\n  }\n"): (typeof documents)["\n  query CollarsPage($first: Int!, $offset: Int!, $filter: CollarFilter!, $q: String, $breed: Breed) {\n    productsConnection(first: $first, offset: $offset, filter: $filter, q: $q, breed: $breed) {\n      totalCount\n      nodes {\n        ...ProductCard_product\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompareChoices($limit: Int!) {\n    products(limit: $limit) {\n      id\n      slug\n      name\n    }\n  }\n"): (typeof documents)["\n  query CompareChoices($limit: Int!) {\n    products(limit: $limit) {\n      id\n      slug\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ComparePage($limit: Int!, $slugs: [String!], $buyableOnly: Boolean! = false) {\n    products(limit: $limit, slugs: $slugs, buyableOnly: $buyableOnly) {\n      ...CompareTable_product\n    }\n  }\n"): (typeof documents)["\n  query ComparePage($limit: Int!, $slugs: [String!], $buyableOnly: Boolean! = false) {\n    products(limit: $limit, slugs: $slugs, buyableOnly: $buyableOnly) {\n      ...CompareTable_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FitFinderAnswer($input: FitInput!) {\n    fitRecommendation(input: $input) {\n      puppy\n      measured\n      neckIn {\n        min\n        max\n      }\n      estimate\n      neckWarning\n      roomNeeded {\n        belowIn\n        aboveIn\n      }\n      collarLengthIn {\n        min\n        max\n      }\n      minWidthIn\n      twoFingerCheck\n      matchCount\n      page\n      pageCount\n      matches {\n        product {\n          ...ProductCard_product\n        }\n        size {\n          label\n          neckIn {\n            min\n            max\n          }\n        }\n        room {\n          belowIn\n          aboveIn\n        }\n        suited\n        fitNotes\n      }\n      closest {\n        product {\n          id\n          slug\n          name\n          editorialScore\n        }\n        size {\n          label\n          neckIn {\n            min\n            max\n          }\n        }\n        missByIn\n        direction\n      }\n    }\n  }\n"): (typeof documents)["\n  query FitFinderAnswer($input: FitInput!) {\n    fitRecommendation(input: $input) {\n      puppy\n      measured\n      neckIn {\n        min\n        max\n      }\n      estimate\n      neckWarning\n      roomNeeded {\n        belowIn\n        aboveIn\n      }\n      collarLengthIn {\n        min\n        max\n      }\n      minWidthIn\n      twoFingerCheck\n      matchCount\n      page\n      pageCount\n      matches {\n        product {\n          ...ProductCard_product\n        }\n        size {\n          label\n          neckIn {\n            min\n            max\n          }\n        }\n        room {\n          belowIn\n          aboveIn\n        }\n        suited\n        fitNotes\n      }\n      closest {\n        product {\n          id\n          slug\n          name\n          editorialScore\n        }\n        size {\n          label\n          neckIn {\n            min\n            max\n          }\n        }\n        missByIn\n        direction\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePriceAlert($input: PriceAlertInput!) {\n    createPriceAlert(input: $input) {\n      success\n      message\n      belowCents\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePriceAlert($input: PriceAlertInput!) {\n    createPriceAlert(input: $input) {\n      success\n      message\n      belowCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PriceHistory_product on Product {\n    priceCheckedAt\n    priceHistory {\n      days\n      points {\n        amount\n        currency\n        observedAt\n      }\n      lowest {\n        amount\n        currency\n        observedAt\n      }\n      current {\n        amount\n        currency\n        observedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PriceHistory_product on Product {\n    priceCheckedAt\n    priceHistory {\n      days\n      points {\n        amount\n        currency\n        observedAt\n      }\n      lowest {\n        amount\n        currency\n        observedAt\n      }\n      current {\n        amount\n        currency\n        observedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeTopPicks($limit: Int!) {\n    products(limit: $limit, buyableOnly: true) {\n      ...ProductCard_product\n    }\n  }\n"): (typeof documents)["\n  query HomeTopPicks($limit: Int!) {\n    products(limit: $limit, buyableOnly: true) {\n      ...ProductCard_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompareTable_product on Product {\n    id\n    slug\n    name\n    editorialScore\n    badge\n    displayPrice\n    priceCheckedAt\n    buyable\n    availability {\n      type\n      message\n      checkedAt\n    }\n    rating\n    reviewCount\n    imageUrl\n    image {\n      src\n      width\n      height\n      avifSrcset\n      webpSrcset\n    }\n    material\n    width\n    reflective\n    waterproof\n    machineWashable\n    bestFor\n    retailerUrl\n    sizes {\n      label\n      neckIn {\n        min\n        max\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CompareTable_product on Product {\n    id\n    slug\n    name\n    editorialScore\n    badge\n    displayPrice\n    priceCheckedAt\n    buyable\n    availability {\n      type\n      message\n      checkedAt\n    }\n    rating\n    reviewCount\n    imageUrl\n    image {\n      src\n      width\n      height\n      avifSrcset\n      webpSrcset\n    }\n    material\n    width\n    reflective\n    waterproof\n    machineWashable\n    bestFor\n    retailerUrl\n    sizes {\n      label\n      neckIn {\n        min\n        max\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard_product on Product {\n    id\n    slug\n    name\n    description\n    editorialScore\n    displayPrice\n    priceCheckedAt\n    buyable\n    availability {\n      type\n      message\n      checkedAt\n    }\n    rating\n    reviewCount\n    imageUrl\n    imageAlt\n    image {\n      src\n      width\n      height\n      avifSrcset\n      webpSrcset\n    }\n    badge\n    features\n    bulldogFitNotes\n    retailerUrl\n    freeShipping\n  }\n"): (typeof documents)["\n  fragment ProductCard_product on Product {\n    id\n    slug\n    name\n    description\n    editorialScore\n    displayPrice\n    priceCheckedAt\n    buyable\n    availability {\n      type\n      message\n      checkedAt\n    }\n    rating\n    reviewCount\n    imageUrl\n    imageAlt\n    image {\n      src\n      width\n      height\n      avifSrcset\n      webpSrcset\n    }\n    badge\n    features\n    bulldogFitNotes\n    retailerUrl\n    freeShipping\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestPerplexityConnection {\n    testPerplexityConnection {\n      success\n      message\n      response\n      error\n    }\n  }\n"): (typeof documents)["\n  mutation TestPerplexityConnection {\n    testPerplexityConnection {\n      success\n      message\n      response\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestContentGeneration {\n    testContentGeneration {\n      success\n      message\n      error\n      usage {\n        totalTokens\n        promptTokens\n        completionTokens\n      }\n      content {\n        articleId\n        title\n        slug\n        metaDescription\n        content\n        wordCount\n        readingTime\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestContentGeneration {\n    testContentGeneration {\n      success\n      message\n      error\n      usage {\n        totalTokens\n        promptTokens\n        completionTokens\n      }\n      content {\n        articleId\n        title\n        slug\n        metaDescription\n        content\n        wordCount\n        readingTime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogPage($first: Int!, $offset: Int!) {\n    articlesConnection(first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        published\n        image {\n          src\n          width\n          height\n          avifSrcset\n          webpSrcset\n        }\n        ...ArticleCard_article\n      }\n    }\n  }\n"): (typeof documents)["\n  query BlogPage($first: Int!, $offset: Int!) {\n    articlesConnection(first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        published\n        image {\n          src\n          width\n          height\n          avifSrcset\n          webpSrcset\n        }\n        ...ArticleCard_article\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogPostPage($slug: String!) {\n    article(slug: $slug) {\n      id\n      slug\n      title\n      metaDescription\n      targetKeywords\n      seoKeywords\n      readingTime\n      wordCount\n      content\n      createdAt\n      publishedAt\n      updatedAt\n      author\n      category\n      image {\n        src\n        width\n        height\n        avifSrcset\n        webpSrcset\n      }\n    }\n  }\n"): (typeof documents)["\n  query BlogPostPage($slug: String!) {\n    article(slug: $slug) {\n      id\n      slug\n      title\n      metaDescription\n      targetKeywords\n      seoKeywords\n      readingTime\n      wordCount\n      content\n      createdAt\n      publishedAt\n      updatedAt\n      author\n      category\n      image {\n        src\n        width\n        height\n        avifSrcset\n        webpSrcset\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FaqSection {\n    faqs {\n      id\n      question\n      answer\n    }\n  }\n"): (typeof documents)["\n  query FaqSection {\n    faqs {\n      id\n      question\n      answer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GuidesPage($category: String!, $first: Int!, $offset: Int!) {\n    articlesConnection(category: $category, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        published\n        excerpt\n        ...ArticleCard_article\n      }\n    }\n  }\n"): (typeof documents)["\n  query GuidesPage($category: String!, $first: Int!, $offset: Int!) {\n    articlesConnection(category: $category, first: $first, offset: $offset) {\n      totalCount\n      nodes {\n        published\n        excerpt\n        ...ArticleCard_article\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LatestArticles($limit: Int!) {\n    articles(limit: $limit) {\n      published\n      ...ArticleCard_article\n    }\n  }\n"): (typeof documents)["\n  query LatestArticles($limit: Int!) {\n    articles(limit: $limit) {\n      published\n      ...ArticleCard_article\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArticleCard_article on Article {\n    id\n    slug\n    title\n    category\n    metaDescription\n    createdAt\n    readTime\n  }\n"): (typeof documents)["\n  fragment ArticleCard_article on Article {\n    id\n    slug\n    title\n    category\n    metaDescription\n    createdAt\n    readTime\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AboutPage {\n    productsConnection(first: 1) {\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query AboutPage {\n    productsConnection(first: 1) {\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsletterArchivePage($first: Int!) {\n    newsletterArchive(first: $first) {\n      totalCount\n      nodes {\n        slug\n        subject\n        preheader\n        sentAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query NewsletterArchivePage($first: Int!) {\n    newsletterArchive(first: $first) {\n      totalCount\n      nodes {\n        slug\n        subject\n        preheader\n        sentAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsletterIssuePage($slug: String!) {\n    newsletterArchiveIssue(slug: $slug) {\n      slug\n      subject\n      preheader\n      sentAt\n      indexable\n      html\n    }\n  }\n"): (typeof documents)["\n  query NewsletterIssuePage($slug: String!) {\n    newsletterArchiveIssue(slug: $slug) {\n      slug\n      subject\n      preheader\n      sentAt\n      indexable\n      html\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeEmail($input: SubscribeInput!) {\n    subscribe(input: $input) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SubscribeEmail($input: SubscribeInput!) {\n    subscribe(input: $input) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitProduct($input: ProductSubmissionInput!) {\n    submitProduct(input: $input) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitProduct($input: ProductSubmissionInput!) {\n    submitProduct(input: $input) {\n      success\n      message\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;