// Turns tsconfig "paths" (exact aliases, no wildcards) into Jest moduleNameMapper entries.
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

function pathsToModuleNameMapper(paths, rootDir) {
  const mapper = {};
  for (const [alias, targets] of Object.entries(paths)) {
    mapper[`^${escapeRegExp(alias)}$`] = `${rootDir}/${targets[0]}`;
  }
  return mapper;
}

module.exports = { pathsToModuleNameMapper };
