"""Classifies each CI/UIKitCheck test by the UIKit-model API it reaches (a name-based heuristic).

A: only API that UIKit has; B: besides that, only hooks a simulator harness can replace with
UIKit's own behaviour or real API (exception capture, call counters, recorded batches, text
size / safe area setters, nib and image registration, Objective-C `responds(to:)` emulation);
C: hooks with no UIKit counterpart (simulated touches and drags, held animations, appearance
and rotation transitions, drawing and notification records, the model's own oracle) or tests
of the model itself. A test reaches a hook by its own body or through any helper it names
(the file's own helpers and Support/, transitively).
"""
import os, re, glob, collections, sys
root = sys.argv[1] if len(sys.argv) > 1 else 'CI/UIKitCheck'
replaceable = {
    'UIKitModel', 'exceptionHandler', 'modelExceptions', 'UIKitModelException',
    'modelCounters', 'ModelListCounters', 'performBatchUpdatesCalls', 'reloadDataCalls', 'reconfigureCalls',
    'cellsDequeued', 'prefetchRequests', 'prefetchCancels', 'viewsCreated', 'viewsReused',
    'sectionChangesAccepted', 'modelAcceptedBatches', 'ModelBatchRecord',
    'modelSetPreferredContentSizeCategory', 'modelSetSafeAreaInsets', 'modelName', 'modelRegister',
    'UIKitModelObjectiveCMessaging', 'modelClassImplements',
}
extra = {'BatchUpdateCall', 'BatchUpdateOracle', 'violation', 'animatedBeforeTheirBatch', 'batchesDuringDrop',
         'reloadDataCallsWithUncommittedUpdates', 'performBatchUpdatesCalls', 'prefetchCancels',
         'prefetchRequests', 'reconfigureCalls', 'reloadDataCalls', 'sectionChangesAccepted', 'viewsCreated',
         'viewsReused', 'exceptionHandler', 'cellsDequeued'}
own_model = {'ModelFidelityTests.swift', 'ModelCellKeepingTests.swift', 'OracleBitesTests.swift',
             'BatchOracleAgreementTests.swift', 'ModelBasedAdapterSuite.swift', 'ModelBasedForcedOrderTests.swift'}
hook = re.compile(r'\b(model[A-Z]\w*|Model[A-Z]\w*|UIKitModel\w*|UIModel\w*)\b')
files = sorted(glob.glob(f'{root}/Tests/**/*.swift', recursive=True))
texts = {p: re.sub(r'//.*', '', open(p).read()) for p in files}
test_defined = set()
for t in texts.values():
    test_defined |= set(re.findall(r'(?:struct|class|enum|func|protocol|typealias)\s+(Model\w+)', t))
def direct_hooks(text):
    found = set(m.group(1) for m in hook.finditer(text)) - test_defined
    return found | (set(re.findall(r'\b\w+\b', text)) & extra)
def block_end(text, start):
    i = text.index('{', start); depth = 0
    for j in range(i, len(text)):
        if text[j] == '{': depth += 1
        elif text[j] == '}':
            depth -= 1
            if depth == 0: return j + 1
    return len(text)
decl_re = re.compile(r'\b(?:func|class|struct|enum|protocol)\s+(\w+)')
def is_global(p):
    return '/Support/' in p or p.endswith('ShowcaseHarness.swift')
def target_of(p):
    return p.split('/Tests/')[1].split('/')[0]
helpers = collections.defaultdict(set)    # (scope, name) -> hooks; scope: a file, or ('global', target)
uses = collections.defaultdict(set)
tests = []
for p, t in texts.items():
    scope = ('global', target_of(p)) if is_global(p) else p
    spans = []
    for m in re.finditer(r'@Test\b', t):
        f = re.compile(r'func\s+(\w+)').search(t, m.end())
        end = block_end(t, f.end())
        spans.append((m.start(), end, f.group(1)))
    suites = set()
    for m in re.finditer(r'\b(?:struct|class|enum|extension)\s+(\w+)[^{]*', t):
        if '@Test' in t[m.start():block_end(t, m.end())]:
            suites.add(m.group(1))
    rest = t
    for s_, e, _ in reversed(spans):
        rest = rest[:s_] + rest[e:]
    for m in decl_re.finditer(rest):
        name = m.group(1)
        # Support's methods are reached through their type (a test names `TableScreen`, not
        # the screen's `settle`): only its top-level declarations count by name.
        line_start = rest.rfind('\n', 0, m.start()) + 1
        if isinstance(scope, tuple) and rest[line_start:m.start()].strip() not in ('', '@MainActor', 'final', 'public', 'private', 'fileprivate', 'nonisolated', '@MainActor final'):
            continue
        if isinstance(scope, tuple) and rest[line_start:line_start + 1].isspace():
            continue
        head = rest[m.end():m.end() + 400]
        end = block_end(rest, m.end()) if '{' in head else m.end() + 200
        # A suite type holds the tests: its own helpers are found one by one.
        if name in suites:
            continue
        body = rest[m.start():end]
        helpers[(scope, name)] |= direct_hooks(body)
        uses[(scope, name)] |= set(re.findall(r'\b\w+\b', body))
    for s_, e, name in spans:
        tests.append((p, name, t[s_:e]))
def resolve(scope, word):
    keys = []
    if (scope, word) in helpers: keys.append((scope, word))
    g = scope if isinstance(scope, tuple) else ('global', target_of(scope))
    if (g, word) in helpers and (g, word) not in keys: keys.append((g, word))
    return keys
changed = True
while changed:
    changed = False
    for key in list(helpers):
        for u in uses[key]:
            for k2 in resolve(key[0], u):
                if k2 != key and not helpers[k2] <= helpers[key]:
                    helpers[key] |= helpers[k2]; changed = True
rows = []
for p, name, body in tests:
    h = direct_hooks(body)
    scope = ('global', target_of(p)) if is_global(p) else p
    for u in set(re.findall(r'\b\w+\b', body)):
        for k in resolve(scope, u): h |= helpers[k]
    hard = h - replaceable
    f = os.path.basename(p)
    if f in own_model: cls = 'C'; hard = hard | {'(tests the model itself)'}
    else: cls = 'A' if not h else ('B' if not hard else 'C')
    rows.append((cls, os.path.relpath(p, f'{root}/Tests'), name, sorted(hard)))
tot = collections.Counter(r[0] for r in rows)
per_file = collections.OrderedDict()
fam = collections.Counter()
for cls, f, name, hard in rows:
    per_file.setdefault(f, collections.Counter())[cls] += 1
    if cls == 'C': fam.update(hard)
if '--tests' in sys.argv:
    for r in rows: print(*r[:3], ', '.join(r[3]), sep='\t')
    sys.exit()
print('| file | tests | A: UIKit API only | B: replaceable hooks | C: model-only |\n|---|---:|---:|---:|---:|')
for f, c in per_file.items():
    print(f'| {f} | {sum(c.values())} | {c["A"]} | {c["B"]} | {c["C"]} |')
print(f'| **all** | **{len(rows)}** | **{tot["A"]}** | **{tot["B"]}** | **{tot["C"]}** |')
print('\nC hooks (tests reaching each):', ', '.join(f'{k} {v}' for k, v in fam.most_common(30)))
