// What a remote is built against (the shell checks it before mounting the area,
// `shared/src/federation/area-contract.ts`): this `@engage/shared` version, and the bus events
// and API routes its own source uses, read by the TypeScript compiler rather than from quoted
// strings, so a name is counted where the program passes it, whatever the text looks like.
const path = require('node:path');
const ts = require('typescript');

/**
 * The two kinds of names a contract lists: a call whose signature has a type parameter
 * constrained to one of these aliases (`callApi<Name extends ApiRouteName>`,
 * `publish<E extends BusEventName>`, and any wrapper declared the same way) names them in the
 * argument of that type.
 */
const NAME_KINDS = { ApiRouteName: 'apiRoutes', BusEventName: 'events' };

/** The string literals a type stands for: one, or each member of a union of them. */
function literalsOf(type) {
  const members = type.isUnion() ? type.types : [type];
  return members.filter((member) => member.isStringLiteral()).map((member) => member.value);
}

/**
 * The area's compiled program: its own files (tests left out), with `@engage/shared` read from
 * source (no project references, so no build of shared is needed first).
 */
function areaProgram(dir) {
  const configPath = path.join(dir, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`${configPath} could not be read`);
  const sources = path.join(dir, 'src') + path.sep;
  const files = parsed.fileNames.filter((file) => file.startsWith(sources) && !/\.test\.tsx?$/.test(file));
  // No ambient test types (jest): the tests are left out.
  const options = {
    ...parsed.options,
    types: [],
    noEmit: true,
    composite: false,
    incremental: false,
    declaration: false,
  };
  delete options.emitDeclarationOnly;
  return { program: ts.createProgram(files, options), files: new Set(files) };
}

/** The name a call is made by: `callApi(…)`, `bus.publish(…)` → `callApi`, `publish`. */
function calleeName(expression) {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
  return undefined;
}

/**
 * The names of every function in the program (ours and the area's) with a type parameter
 * constrained to a name kind, read from the syntax alone.
 */
function namingFunctions(program) {
  const names = new Set();
  const visit = (node) => {
    const typeParameters = ts.isFunctionLike(node) ? node.typeParameters : undefined;
    if (typeParameters?.some((p) => p.constraint && p.constraint.getText() in NAME_KINDS)) {
      const name = node.name ?? (ts.isVariableDeclaration(node.parent) ? node.parent.name : undefined);
      if (name && ts.isIdentifier(name)) names.add(name.text);
    }
    ts.forEachChild(node, visit);
  };
  for (const file of program.getSourceFiles()) if (!file.isDeclarationFile) visit(file);
  return names;
}

/**
 * The kits an area bundles (not shared at run time, each with its own version): the calls the
 * area's build takes from them are the area's own. The kernel's calls are covered by the
 * `@engage/shared` version.
 */
const bundledKits = ['ui', 'task-kit'].map((kit) => path.join(__dirname, '..', kit, 'src') + path.sep);

/** Whether `file` is kit code an area's build includes (its tests are not). */
function isBundledKit(file) {
  return bundledKits.some((kit) => file.startsWith(kit)) && !/\.test\.tsx?$/.test(file);
}

/** `{ shared, events, apiRoutes }` of the remote in `dir`. */
function areaContract(dir) {
  const { program, files } = areaProgram(dir);
  const checker = program.getTypeChecker();
  const used = { apiRoutes: new Set(), events: new Set() };
  const naming = namingFunctions(program);

  const visit = (node) => {
    // Only calls of a function that can take such a name are resolved: resolving every call
    // would type-check the whole area.
    if (ts.isCallExpression(node) && naming.has(calleeName(node.expression))) {
      const declaration = checker.getResolvedSignature(node)?.getDeclaration();
      for (const parameter of declaration?.typeParameters ?? []) {
        const kind = parameter.constraint && NAME_KINDS[parameter.constraint.getText()];
        if (!kind) continue;
        const index = declaration.parameters.findIndex(
          (p) => p.type && ts.isTypeReferenceNode(p.type) && p.type.typeName.getText() === parameter.name.text,
        );
        const argument = index >= 0 ? node.arguments[index] : undefined;
        if (argument) for (const name of literalsOf(checker.getTypeAtLocation(argument))) used[kind].add(name);
      }
    }
    ts.forEachChild(node, visit);
  };
  for (const file of program.getSourceFiles()) {
    if (files.has(file.fileName) || isBundledKit(file.fileName)) visit(file);
  }

  return {
    shared: require('../shared/package.json').version,
    events: [...used.events].sort(),
    apiRoutes: [...used.apiRoutes].sort(),
  };
}

module.exports = { areaContract };
