// type-graphql and TypeORM read decorator metadata through this polyfill.
require('reflect-metadata');
