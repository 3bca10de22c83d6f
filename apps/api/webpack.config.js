// The API server is bundled with webpack + swc-loader because esbuild (and so Vite) emits no decorator
// metadata, which TypeORM and type-graphql need. npm packages stay external (sqlite3 and pg are native or
// loaded dynamically by TypeORM); workspace libs are bundled through the tsconfig path aliases.
const path = require('node:path');
const nodeExternals = require('webpack-node-externals');
const TsconfigPathsPlugin = require('tsconfig-paths-webpack-plugin');

const root = path.resolve(__dirname, '../..');

module.exports = {
  mode: 'production',
  target: 'node20',
  entry: { main: path.join(__dirname, 'src/main.ts') },
  output: { path: path.join(root, 'dist/apps/api'), filename: '[name].js', clean: true },
  devtool: 'source-map',
  node: { __dirname: false, __filename: false },
  // Class names are part of the contract: type-graphql names GraphQL types after them and TypeORM tables after
  // entities. Module concatenation renames a class whose name another module also uses at top level (a TypeBox
  // `GeneratedContent` schema once turned the GraphQL type into `content_generation_types_GeneratedContent`).
  optimization: { minimize: false, concatenateModules: false },
  externalsPresets: { node: true },
  // marked is ESM only: bundled, since the CommonJS bundle could only require() it with Node's newest loaders.
  externals: [nodeExternals({ modulesDir: path.join(root, 'node_modules'), allowlist: ['marked'] })],
  resolve: {
    extensions: ['.ts', '.tsx', '.js', '.json'],
    plugins: [new TsconfigPathsPlugin({ configFile: path.join(root, 'tsconfig.base.json') })],
  },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        use: {
          loader: 'swc-loader',
          options: {
            jsc: {
              target: 'es2022',
              parser: { syntax: 'typescript', decorators: true },
              transform: { legacyDecorator: true, decoratorMetadata: true },
              keepClassNames: true,
            },
            module: { type: 'es6' },
          },
        },
      },
    ],
  },
  stats: 'errors-warnings',
};
