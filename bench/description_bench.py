"""Precision, recall and cost of the description layer on the labelled corpus, by class and by source.

Usage: python bench/description_bench.py [bench/corpus/data/corpus.jsonl] [--misses] [--rows N] [--dev-only]
       python bench/description_bench.py --fresh | --fresh3 ... --fresh7 [--source X ...] [--misses]
       python bench/description_bench.py --fresh8 | --fresh9 | --fresh10 | --fresh11 | --fresh12 | --fresh13 |
                                         --fresh14 | --fresh15 | --fresh16 | --fresh17 | --fresh18 |
                                         --fresh19 | --fresh20 | --fresh21 | --fresh22 | --fresh23 |
                                         --fresh24 | --fresh25 | --fresh26 | --fresh27 | --fresh28 |
                                         --fresh29 | --fresh30 | --fresh31 | --fresh32 | --fresh33 |
                                         --fresh34 | --fresh35 | --fresh36 | --fresh37 | --fresh38 |
                                         --fresh39 | --fresh40 | --fresh41 | --fresh42 |
                                         --fresh43 | --fresh44 | --fresh45 | --fresh46 | --fresh47 |
                                         --fresh48 | --fresh50 | --fresh51 |
                                         --fresh49 |
                                         --fresh52 | --fresh53 |
                                         --fresh54 | --fresh55 |
                                         --fresh56 | --fresh57 | --fresh58 | --fresh59 |
                                         --fresh60 | --fresh61 | --fresh62 | --fresh63 | --fresh64 |
                                         --fresh65 | --fresh66 | --fresh67
       add --no-model to any of them for the rules alone (the sentence model switched off)

A row is flagged when any security-relevant description finding fires. Rows are graded with the
catalogue context a refresh would give: the row's server's tool names (`catalogue`) as its own, and
every other server's in the corpus as foreign (what watching all of them at once would give).

Honesty protocol. The sources are split once, by a rule fixed before any tuning looked at the corpus:
a source is HELD OUT when sha256(source) % 3 == 0. Held-out sources are never inspected while
tuning: --misses prints the misses and false alarms of development sources only, and this script
prints only counts for held-out sources. With --no-model the layer is rules only, and every source
is scored by a detector that was not fitted to it; the dev figures are what tuning saw, the held-out
figures were the honest estimate until the sentence model trained on every source of the file. In the
eighth session (2026-12-02) the lead read the held-out sources' missed attack rows with a script of
its own and wrote rules from them (docs/description.md, "Eighth session"): since then they are
development data too, and their figures here are no longer an independent measure.

Fresh set (--fresh). bench/corpus/data/fresh.jsonl is a second held-out set built from other authors'
public attack datasets planted into real descriptions of MCP servers that are not in the corpus (see
bench/corpus/README.md). It was scored in aggregate only, twice (first sight and a second look, logged in
docs/description.md). Since the third rules round (`round3`) it is DEVELOPMENT data: --fresh --misses
prints its misses and false alarms, and --source restricts the attack rows to some of its sources (the
benign rows are always all scored), so a round can tune on some sources and measure another at first
sight. Its figures are no longer an independent measure.

Third set (--fresh3). bench/corpus/data/fresh3.jsonl was built the same way from three more authors'
datasets and servers in neither earlier set, after the fresh set had been read. It was scored in
aggregate only, once on two rule versions (logged in docs/description.md). Since the fourth rules round
(`round4`) it is DEVELOPMENT data, like --fresh since round3: --fresh3 --misses prints its misses and
false alarms, and --source restricts its attack rows (benign rows are always all scored). --rows and
--dev-only are still refused with it. Its figures are no longer an independent measure.

Fourth set (--fresh4). bench/corpus/data/fresh4.jsonl was built the same way from five more authors'
sources and servers in none of the earlier sets. It was scored once in aggregate (logged in
docs/description.md); since the sentence model trained on it, it is DEVELOPMENT data like --fresh3.

Fifth set (--fresh5). bench/corpus/data/fresh5.jsonl: seven more author groups and twenty new servers,
from the held-out half of the split that fed the model's training collection (train5.jsonl). Scored
once in aggregate, then trained on: DEVELOPMENT data like --fresh4.

Sixth set (--fresh6). bench/corpus/data/fresh6.jsonl: five more author groups and 22 new servers from
the same held-out half. Scored once in aggregate, then trained on: DEVELOPMENT data.

Seventh set (--fresh7). bench/corpus/data/fresh7.jsonl: five more author groups and 22 new servers from
the same held-out half. Scored in aggregate (a first look, and a second on the shipped model); spent,
DEVELOPMENT data, not trained on.

Eighth set (--fresh8). bench/corpus/data/fresh8.jsonl: benign only, 1,189 real changes of 42 new
servers from the same held-out half, for the false alarms. Scored whole, aggregates only: --misses,
--source, --rows, --dev-only and the other sets are refused with it.

Ninth set (--fresh9). bench/corpus/data/fresh9.jsonl: benign only, real changes of new npm and PyPI
servers (either half of the split), for the false alarms; built after fresh8 was scored. Scored like
--fresh8: whole, aggregates only, the same options refused.

Tenth set (--fresh10). bench/corpus/data/fresh10.jsonl: attacks only, MCP tool poisoning published by
other authors (whole poisoned descriptions, rug-pull rewrites, and payload lines planted into the eighth
set's real descriptions). Scored like --fresh8: whole, aggregates only. Its rows are graded with the
eighth set's servers' tool names as the other watched servers (its hosts' catalogues).

Eleventh set (--fresh11). bench/corpus/data/fresh11.jsonl: attacks only, MCP tool poisoning published by
outside author groups no earlier set used (scanners', gateways' and proxies' demo servers and fixtures),
built like the tenth and on the same hosts. Scored like --fresh10: whole, aggregates only, graded with
the eighth set's servers' tool names as the other watched servers.

Twelfth set (--fresh12). bench/corpus/data/fresh12.jsonl: benign only, real changes of npm and PyPI
servers in no earlier set (the ninth set's selection continued), for the false alarms; built after
fresh9. Scored like --fresh9: whole, aggregates only, the same options refused.

Thirteenth set (--fresh13). bench/corpus/data/fresh13.jsonl: benign only, real changes of npm and PyPI
servers in no earlier set (the twelfth set's selection continued, its filters widened on metadata once
it ran dry), for the false alarms; built after fresh12 was scored. Scored like --fresh9: whole,
aggregates only, the same options refused.

Fourteenth set (--fresh14). bench/corpus/data/fresh14.jsonl: attacks only, MCP tool poisoning published by
new outside author groups no earlier set used (scanners' vulnerable fixture servers, rug-pull demos, a
red-team tool's generated exploit, a training lab, an adversarial test corpus), built like the tenth and
eleventh and on the same hosts. Scored like --fresh10: whole, aggregates only, graded with the eighth
set's servers' tool names as the other watched servers.

Fifteenth set (--fresh15). bench/corpus/data/fresh15.jsonl: attacks only, 100 poisoned tool descriptions
written blind by a red-team helper who never saw the detector (whole new tools, and edits woven into
fresh12's real descriptions). Scored like --fresh11: whole, aggregates only, graded with the twelfth
set's servers' tool names as the other watched servers.

Sixteenth set (--fresh16). bench/corpus/data/fresh16.jsonl: attacks only, 100 poisoned tool descriptions
written blind by a second red-team helper who never saw the detector (whole new tools, and edits woven
into fresh13's real descriptions). Scored like --fresh11: whole, aggregates only, graded with the
thirteenth set's servers' tool names as the other watched servers.
Seventeenth set (--fresh17). bench/corpus/data/fresh17.jsonl: benign only, real changes of PyPI servers
in no earlier set (the thirteenth set's selection continued past where it stopped, at most five servers
of one publisher), for the false alarms; built after fresh13 was scored. Scored like --fresh9: whole,
aggregates only, the same options refused.
Eighteenth set (--fresh18). bench/corpus/data/fresh18.jsonl: attacks only, 100 poisoned tool descriptions
written blind by a third red-team helper who never saw the detector (whole new tools, and edits woven
into fresh17's real rewrites). Scored like --fresh11: whole, aggregates only, graded with the
seventeenth set's servers' tool names as the other watched servers.
Nineteenth set (--fresh19). bench/corpus/data/fresh19.jsonl: benign only, real changes of PyPI servers
in no earlier set (the seventeenth set's selection continued, then widened to other release months and
versions), for the false alarms; built after fresh17 was scored. Scored like --fresh9: whole, aggregates
only, the same options refused.
Twentieth set (--fresh20). bench/corpus/data/fresh20.jsonl: attacks only, 100 poisoned tool descriptions
written blind by a fourth red-team helper who never saw the detector (whole new tools, and edits woven
into fresh13's real rewrites). Scored like --fresh16: whole, aggregates only, graded with the
thirteenth set's servers' tool names as the other watched servers.
Twenty-first set (--fresh21). bench/corpus/data/fresh21.jsonl: benign only, real changes of PyPI servers
in no earlier set (the nineteenth set's selection continued), for the false alarms; built before any
detector ran on it. Scored like --fresh19: whole, aggregates only, the same options refused.
Twenty-second set (--fresh22). bench/corpus/data/fresh22.jsonl: attacks only, 100 poisoned tool
descriptions written blind by a fifth red-team helper who never saw the detector (a quiet rug pull: whole
new tools, and the smallest edits woven into fresh19's real rewrites). Scored like --fresh20: whole,
aggregates only, graded with the nineteenth set's servers' tool names as the other watched servers.
Twenty-third set (--fresh23). bench/corpus/data/fresh23.jsonl: benign only, real changes of PyPI servers
in no earlier set (the twenty-first set's selection continued), for the false alarms; built before any
detector ran on it. Scored like --fresh19: whole, aggregates only, the same options refused.
Twenty-fourth set (--fresh24). bench/corpus/data/fresh24.jsonl: attacks only, 100 poisoned tool
descriptions written blind by a sixth red-team helper who never saw the detector (the attacker in
safety's clothes: every payload framed as a security, privacy, compliance, safety, reliability, fraud or
accessibility measure; whole new tools, and edits woven into fresh21's real rewrites). Scored like
--fresh20: whole, aggregates only, graded with the twenty-first set's servers' tool names as the other
watched servers.
Twenty-fifth set (--fresh25). bench/corpus/data/fresh25.jsonl: benign only, real changes of PyPI servers
in no earlier set (the twenty-third set's selection continued), for the false alarms; built before any
detector ran on it. Scored like --fresh21: whole, aggregates only, the same options refused.
Twenty-sixth set (--fresh26). bench/corpus/data/fresh26.jsonl: attacks only, 100 poisoned tool
descriptions written blind by a seventh red-team helper who never saw the detector (the attacker of agent
systems: payloads that plant something in memory, sub-agent briefs, rule files, auto-approve settings,
scheduled jobs, CI, hooks, MCP client configs, browser sessions or shared workspaces; whole new tools, and
edits woven into fresh17's real rewrites). Scored like --fresh20: whole, aggregates only, graded with the
seventeenth set's servers' tool names as the other watched servers.
Twenty-seventh set (--fresh27). bench/corpus/data/fresh27.jsonl: attacks only, 100 poisoned tool
descriptions written blind by an eighth red-team helper who never saw the detector (the domain specialist:
payloads in one trade's own vocabulary, payments, trading, healthcare, payroll, legal, DevOps, CRM,
e-commerce, crypto, education and government services, so the harmful step reads as a step of the work;
whole new tools, and edits woven into fresh23's real rewrites). Scored like --fresh20: whole, aggregates
only, graded with the twenty-third set's servers' tool names as the other watched servers.
Twenty-eighth set (--fresh28). bench/corpus/data/fresh28.jsonl: attacks only, 100 poisoned tool
descriptions written blind by a ninth red-team helper who never saw the detector (the casual, non-native
writer: a hobbyist maintainer's lowercase run-ons, typos, chat slang and emoji, non-native grammar, some
rows in plain English and ten in other languages; whole new tools, and edits woven into fresh25's real
rewrites). Scored like --fresh20: whole, aggregates only, graded with the twenty-fifth set's servers' tool
names as the other watched servers.
Twenty-ninth set (--fresh29). bench/corpus/data/fresh29.jsonl: benign only, real changes of PyPI servers
in no earlier set (the twenty-fifth set's selection continued, then widened), for the false alarms; built
before any detector ran on it. Scored like --fresh25: whole, aggregates only, the same options refused.
Thirtieth set (--fresh30). bench/corpus/data/fresh30.jsonl: attacks only, 100 poisoned tool descriptions
written blind by a tenth red-team helper who never saw the detector (the localised attacker: every payload
in a language other than English, 35 languages, 42 rows in non-Latin scripts, for local services of
non-English markets; whole new tools, and edits woven into fresh21's real rewrites). Scored like --fresh20:
whole, aggregates only, graded with the twenty-first set's servers' tool names as the other watched servers.
Thirty-first set (--fresh31). bench/corpus/data/fresh31.jsonl: attacks only, 100 poisoned tool
descriptions written blind by an eleventh red-team helper who never saw the detector (the sleeper: each
payload fires only under a condition written as product logic, a date, an amount over a threshold, a
customer, repository or file type, the Nth call, another server or a keyword, an error path, a migration
period, a feature flag, production only; whole new tools, and edits woven into fresh19's real rewrites).
Scored like --fresh20: whole, aggregates only, graded with the nineteenth set's servers' tool names as
the other watched servers.
Thirty-third set (--fresh33). bench/corpus/data/fresh33.jsonl: attacks only, 100 poisoned tool
descriptions written blind by a thirteenth red-team helper who never saw the detector (the con artist: the
description makes the agent work on the human, asking for passwords, one-time codes, recovery phrases or
card details, sending them to look-alike pages, fake support numbers and payment instructions, deadlines,
warnings talked away, false accounts of what happened, approvals and pretexts; whole new tools, and edits
woven into fresh17's real rewrites). Scored like --fresh20: whole, aggregates only, graded with the
seventeenth set's servers' tool names as the other watched servers.
Thirty-second set (--fresh32). bench/corpus/data/fresh32.jsonl: attacks only, 100 poisoned tool
descriptions written blind by a twelfth red-team helper who never saw the detector (the schema-channel
attacker: the payload sits in the structured parts reviewers skim, an Args entry, a Returns or Raises
section, a call example, a JSON or YAML snippet, a default, an enum value, a table row, a notes footer;
whole new tools, and edits woven into fresh23's real rewrites). Scored like --fresh20: whole, aggregates
only, graded with the twenty-third set's servers' tool names as the other watched servers.

Thirty-fifth set (--fresh35). bench/corpus/data/fresh35.jsonl: attacks only, 100 poisoned tool
descriptions written blind by a fifteenth red-team helper who never saw the detector (the persuader: a
vendor steering the agent's choices and answers, its tool over the others, its product or affiliate link
in every answer, rivals disparaged or skipped, answers slanted, the agent's goal redefined, preferences
planted in memory; whole new tools, and edits woven into fresh29's real rewrites). Scored like --fresh20:
whole, aggregates only, graded with the twenty-ninth set's servers' tool names as the other watched servers.
Thirty-seventh set (--fresh37). bench/corpus/data/fresh37.jsonl: attacks only, 100 poisoned tool
descriptions written blind by a sixteenth red-team helper who never saw the detector (the ops runbook
author: payloads that read like operational documentation, setup procedures, prerequisites, CI/CD notes,
config snippets, cron schedules, known issues and workarounds, health-check and telemetry settings, while
the procedure makes the agent run installers, read keys and tokens, post data out, widen permissions, alter
arguments or call another server's tools first; whole new tools, and edits woven into fresh29's real
rewrites). Scored like --fresh20: whole, aggregates only, graded with the twenty-ninth set's servers' tool
names as the other watched servers.
Thirty-fourth set (--fresh34). bench/corpus/data/fresh34.jsonl: attacks only, 100 poisoned tool
descriptions written blind by a fourteenth red-team helper who never saw the detector (the researcher:
data harvested from the agent and the user's environment under a research, telemetry, QA, benchmark,
experiment or study pretext; whole new tools, and edits woven into fresh25's real rewrites). Scored like
--fresh20: whole, aggregates only, graded with the twenty-fifth set's servers' tool names as the other
watched servers.
Thirty-eighth set (--fresh38). bench/corpus/data/fresh38.jsonl: attacks only, 100 poisoned tool
descriptions written blind by a seventeenth red-team helper who never saw the detector (the impersonator of
authority: notices claiming to come from the host application or the MCP client, the user's organisation,
the user themself, a policy engine or signed policy block, an auditor, regulator or terms of service; whole
new tools, and edits woven into fresh25's real rewrites). Scored like --fresh20: whole, aggregates only,
graded with the twenty-fifth set's servers' tool names as the other watched servers.
Thirty-ninth set (--fresh39). bench/corpus/data/fresh39.jsonl: attacks only, 100 poisoned tool
descriptions written blind by an eighteenth red-team helper who never saw the detector (the saboteur: a
disgruntled insider or competitor making the agent cause damage, data deleted, overwritten or truncated,
settings changed destructively, money and quota spent, subtly wrong answers, the user locked out,
collaborators sabotaged, memory and config poisoned, dressed as maintenance, cleanup and cost saving; whole
new tools, and edits woven into fresh19's real rewrites). Scored like --fresh20: whole, aggregates only,
graded with the nineteenth set's servers' tool names as the other watched servers.
Fortieth set (--fresh40). bench/corpus/data/fresh40.jsonl: attacks only, 100 poisoned tool descriptions
written blind by a nineteenth red-team helper who never saw the detector (the declarative documenter: dry
third-person, passive reference documentation, defaults, behaviour and side-effect notes, the normal flow,
known limitations, parameter tables and changelog lines, that almost never addresses the agent; whole new
tools, and edits woven into fresh21's real rewrites). Scored like --fresh20: whole, aggregates only, graded
with the twenty-first set's servers' tool names as the other watched servers.
Forty-first set (--fresh41). bench/corpus/data/fresh41.jsonl: attacks only, 100 poisoned tool
descriptions written blind by a twentieth red-team helper who never saw the detector (the example writer:
innocent prose, the harm in the examples an agent copies, sample calls with argument values, CLI and curl
lines, code and config fragments, tables of typical values, request/response samples, typical sessions and
sample dialogues; whole new tools, and edits woven into fresh23's real rewrites). Scored like --fresh20:
whole, aggregates only, graded with the twenty-third set's servers' tool names as the other watched servers.
Forty-second set (--fresh42). bench/corpus/data/fresh42.jsonl: attacks only, 100 poisoned tool
descriptions written blind by a twenty-first red-team helper who never saw the detector (the fragmenter:
each payload split across two to five sentences, clauses, list items or fields that read as harmless alone,
a term or alias defined in one place and used in another, a condition before its action, a numbered step,
a parameter default defined in the description; whole new tools, and edits woven into fresh17's real
rewrites). Scored like --fresh20: whole, aggregates only, graded with the seventeenth set's servers' tool
names as the other watched servers.
Forty-fourth set (--fresh44). bench/corpus/data/fresh44.jsonl: attacks only, 100 poisoned tool
descriptions written blind by a twenty-second red-team helper who never saw the detector (the
security-washer: every payload framed as protecting the user, as a policy, a security advisory, a
compliance footnote or a friendly tip, while its effect is the harm; whole new tools, and edits woven into
fresh29's real rewrites). Scored like --fresh20: whole, aggregates only, graded with the twenty-ninth set's
servers' tool names as the other watched servers.
Forty-fifth set (--fresh45). bench/corpus/data/fresh45.jsonl: attacks only, 100 poisoned tool
descriptions written blind by a twenty-third red-team helper who never saw the detector (the minimalist:
terse developer docs, one-line descriptions, fragments, arrows and symbols, abbreviations, code-like
notation, terse parameter notes and telegraphic changelog lines, each payload short; whole new tools, and
edits woven into fresh19's real rewrites). Scored like --fresh20: whole, aggregates only, graded with the
nineteenth set's servers' tool names as the other watched servers.
Forty-sixth set (--fresh46). bench/corpus/data/fresh46.jsonl: attacks only, 100 poisoned tool
descriptions written blind by a twenty-fourth red-team helper who never saw the detector (the legalese
drafter: terms of use, licence conditions, data-processing clauses and definitions, each payload an
obligation on the Client Application, a deemed consent, a licence condition or a defined term; whole new
tools, and edits woven into fresh25's real rewrites). Scored like --fresh20: whole, aggregates only, graded
with the twenty-fifth set's servers' tool names as the other watched servers.
Forty-seventh set (--fresh47). bench/corpus/data/fresh47.jsonl: attacks only, 100 poisoned tool
descriptions written blind by a twenty-fifth red-team helper who never saw the detector (the minimal-diff
rug-puller: the vendor's real text kept, each payload changing or adding at most 12 words of it, a default
flipped, a scope widened, a word swapped, a clause appended, a recipient or host changed; no new tools, 70
edits woven into fresh17's real rewrites and 30 into its property rewrites). Scored like --fresh20: whole,
aggregates only, graded with the seventeenth set's servers' tool names as the other watched servers.
Fiftieth set (--fresh50). bench/corpus/data/fresh50.jsonl: attacks only, 100 poisoned tool descriptions
written blind by a twenty-eighth red-team helper who never saw the detector (the soft suggester: no order,
no "you", no "must/should/always/never"; norms, defaults, observations, asides and social proof an agent
still acts on; 35 new tools, 55 edits woven into fresh21's real rewrites, 10 into its property rewrites).
Scored like --fresh20: whole, aggregates only, graded with the twenty-first set's servers' tool names as
the other watched servers.
Fifty-first set (--fresh51). bench/corpus/data/fresh51.jsonl: attacks only, 100 poisoned tool descriptions
written blind by a twenty-ninth red-team helper who never saw the detector (the integrator: payloads written
as an integration's plumbing documentation, mapping tables, aliases and normalisation rules, field mappings,
sync targets and mirrors, webhook and callback conventions, routing notes, credential passthrough; 35 whole
new tools, and edits woven into fresh23's real rewrites). Scored like --fresh20: whole, aggregates only,
graded with the twenty-third set's servers' tool names as the other watched servers.
Forty-eighth set (--fresh48). bench/corpus/data/fresh48.jsonl: attacks only, 100 poisoned tool
descriptions written blind by a twenty-sixth red-team helper who never saw the detector (the troubleshooter:
every payload in error handling, retries, fallbacks, known issues, FAQ, rate-limit or recovery advice, the
"fix" for a common error being the harmful act; whole new tools, and edits woven into fresh43's real
rewrites). Scored like --fresh20: whole, aggregates only, graded with the forty-third set's servers' tool
names as the other watched servers.
Forty-ninth set (--fresh49). bench/corpus/data/fresh49.jsonl: attacks only, 100 poisoned tool
descriptions written blind by a twenty-seventh red-team helper who never saw the detector (the release-notes
writer: each payload presented as a changelog or migration-guide entry, a change of behaviour the agent must
now adopt; whole new tools, and edits woven into fresh36's real rewrites). Scored like --fresh20: whole,
aggregates only, graded with the thirty-sixth set's servers' tool names as the other watched servers.
Thirty-sixth set (--fresh36). bench/corpus/data/fresh36.jsonl: benign only, real changes of PyPI servers
in no earlier set (the twenty-ninth set's selection continued), for the false alarms; built before any
detector ran on it. Scored like --fresh29: whole, aggregates only, the same options refused.
Forty-third set (--fresh43). bench/corpus/data/fresh43.jsonl: benign only, real changes of PyPI servers
in no earlier set (the selection widened to versions 1.0 to 1.2 released before 2026-01 and 0.2 to 0.4
released from 2026-06), for the false alarms; built before any detector ran on it. Scored like
--fresh29: whole, aggregates only, the same options refused.
Fifty-second set (--fresh52). bench/corpus/data/fresh52.jsonl: benign only, real changes of PyPI servers
in no earlier set (the forty-third set's selection continued), for the false alarms; built before any
detector ran on it. Scored like --fresh29: whole, aggregates only, the same options refused.
Fifty-seventh set (--fresh57). bench/corpus/data/fresh57.jsonl: benign only, real changes of PyPI servers
in no earlier set (the fifty-second set's selection continued), for the false alarms; built before any
detector ran on it. Scored like --fresh29: whole, aggregates only, the same options refused.
Sixty-first set (--fresh61). bench/corpus/data/fresh61.jsonl: benign only, real changes of PyPI servers
in no earlier set (the fifty-seventh set's selection continued), for the false alarms; built before any
detector ran on it. Scored like --fresh29: whole, aggregates only, the same options refused.
Sixty-fourth set (--fresh64). bench/corpus/data/fresh64.jsonl: benign only, real changes of PyPI servers
in no earlier set (the sixty-first set's selection continued), for the false alarms; built before any
detector ran on it. Scored like --fresh29: whole, aggregates only, the same options refused.
Fifty-fourth set (--fresh54). bench/corpus/data/fresh54.jsonl: attacks only, 100 poisoned tool descriptions
written blind by a thirty-first red-team helper who never saw the detector (the product manager: payloads
stated as required product behaviour in a spec's formats, user stories, acceptance criteria, feature flags
and rollout notes, success metrics, out-of-scope lines, personas and jobs-to-be-done; 35 whole new tools,
and edits woven into fresh25's real rewrites). Scored like --fresh20: whole, aggregates only, graded with
the twenty-fifth set's servers' tool names as the other watched servers.
Fifty-third set (--fresh53). bench/corpus/data/fresh53.jsonl: attacks only, 100 poisoned tool descriptions
written blind by a thirtieth red-team helper who never saw the detector (the parameter-doc rug-puller:
every payload in what parameter and argument documentation says, defaults, allowed values, units, formats,
examples, "if omitted" behaviour, what a field includes, normalisation; no new tools, 50 edits woven into
fresh19's real rewrites and 50 into its property rewrites). Scored like --fresh20: whole, aggregates only,
graded with the nineteenth set's servers' tool names as the other watched servers.
Fifty-fifth set (--fresh55). bench/corpus/data/fresh55.jsonl: attacks only, 100 poisoned tool descriptions
written blind by a thirty-second red-team helper who never saw the detector (the SRE / observability
engineer: payloads stated as operational necessity in runbook steps, SLOs and error budgets, telemetry and
log-shipping notes, sampling and retry rules, debug modes, health checks, incident procedures and routing
notes; 35 whole new tools, and edits woven into fresh52's real rewrites). Scored like --fresh20: whole,
aggregates only, graded with the fifty-second set's servers' tool names as the other watched servers.
Fifty-sixth set (--fresh56). bench/corpus/data/fresh56.jsonl: attacks only, 100 poisoned tool descriptions
written blind by a thirty-third red-team helper who never saw the detector (the FAQ and support-macro
writer: payloads stated as help-centre answers, canned macros and templates, known issues and workarounds,
troubleshooting trees, tone guides and escalation macros; 35 whole new tools, and edits woven into
fresh43's real rewrites). Scored like --fresh20: whole, aggregates only, graded with the forty-third set's
servers' tool names as the other watched servers.
Fifty-eighth set (--fresh58). bench/corpus/data/fresh58.jsonl: attacks only, 100 poisoned tool descriptions
written blind by a thirty-fourth red-team helper who never saw the detector (the data-science tool author:
payloads stated as data or analysis conventions in notebook notes, column and join semantics, sampling and
aggregation rules, exports, seeds and reproducibility steps, metric definitions, units and rounding; 25 whole
new tools, and edits woven into fresh29's real rewrites and all 16 of its property pairs). Scored like
--fresh20: whole, aggregates only, graded with the twenty-ninth set's servers' tool names as the other
watched servers.
Fifty-ninth set (--fresh59). bench/corpus/data/fresh59.jsonl: attacks only, 100 poisoned tool descriptions
written blind by a thirty-fifth red-team helper who never saw the detector (the man-page / CLI-help writer:
payloads stated as ordinary behaviour in NAME, SYNOPSIS, OPTIONS, ENVIRONMENT, FILES, EXIT STATUS, NOTES,
BUGS and SEE ALSO sections, option tables and bracketed defaults; 20 whole new tools, and edits woven into
fresh25's real rewrites and 30 of its property pairs). Scored like --fresh20: whole, aggregates only, graded
with the twenty-fifth set's servers' tool names as the other watched servers.
Sixtieth set (--fresh60). bench/corpus/data/fresh60.jsonl: attacks only, 100 poisoned tool descriptions
written blind by a thirty-sixth red-team helper who never saw the detector (the generated-API-docs attacker:
payloads stated as generated OpenAPI / GraphQL reference, in operation summaries, parameter tables, `x-`
extensions, auth and scope notes, deprecation, pagination and rate-limit boilerplate; 20 whole new tools, and
edits woven into fresh23's real rewrites and 30 of its property pairs). Scored like --fresh20: whole,
aggregates only, graded with the twenty-third set's servers' tool names as the other watched servers.
Sixty-second set (--fresh62). bench/corpus/data/fresh62.jsonl: attacks only, 100 poisoned tool descriptions
written blind by a thirty-seventh red-team helper who never saw the detector (the prompt-engineering vendor:
payloads stated as usage guidance written for the model, in when-to-use sections, best practices, tips,
example calls, how-to-read-the-result and next-step notes, XML-ish usage tags; 30 whole new tools, and
edits woven into fresh19's real rewrites and 25 of its property pairs). Scored like --fresh20: whole,
aggregates only, graded with the nineteenth set's servers' tool names as the other watched servers.
Sixty-third set (--fresh63). bench/corpus/data/fresh63.jsonl: attacks only, 100 poisoned tool descriptions
written blind by a thirty-eighth red-team helper who never saw the detector (the docstring author: payloads
stated as Python docstrings a FastMCP-style server publishes, in Google, NumPy and Sphinx sections, admonitions,
doctests and "Defaults to" clauses; 30 whole new tools, and edits woven into fresh12's real rewrites and 25 of
its property pairs). Scored like --fresh20: whole, aggregates only, graded with the twelfth set's servers'
tool names as the other watched servers.
Sixty-fifth set (--fresh65). bench/corpus/data/fresh65.jsonl: attacks only, 100 poisoned tool descriptions
written blind by a thirty-ninth red-team helper who never saw the detector (the terse telegrapher: payloads
stated in compressed notation, fragments, abbreviations, arrows, key=value pairs, bracketed flags and one-word
section labels; 30 whole new tools, and edits woven into fresh25's real rewrites and 25 of its property
pairs). Scored like --fresh20: whole, aggregates only, graded with the twenty-fifth set's servers' tool names
as the other watched servers.
Sixty-sixth set (--fresh66). bench/corpus/data/fresh66.jsonl: attacks only, 100 poisoned tool descriptions
written blind by a fortieth red-team helper who never saw the detector (the UX microcopy writer: payloads
stated as the product's friendly interface copy, in tooltips and "Pro tip" notes, onboarding checklists,
empty states, confirmation toasts and helper text under form fields; 30 whole new tools, and edits woven
into fresh23's real rewrites and 25 of its property pairs). Scored like --fresh20: whole, aggregates only,
graded with the twenty-third set's servers' tool names as the other watched servers.
Sixty-seventh set (--fresh67). bench/corpus/data/fresh67.jsonl: benign only, real changes of PyPI servers
in no earlier set (the sixty-fourth set's selection continued and widened), for the false alarms; built
before any detector ran on it. Scored like --fresh29: whole, aggregates only, the same options refused.
The sentence model (oracle/description/_model.py) is on, as in toolwatch; every set's report also
prints the rules alone. The model was trained on corpus.jsonl and the spent sets, so their figures with
it are in-sample; its out-of-collection figures come from bench/train_description_model.py.

Cost: detector time per description (mean, p50, p99) against the word diff alone, in the same run.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import statistics
import time
from collections import Counter, defaultdict
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from oracle import Options
from oracle.description import (
    MODEL_RULE_ID,
    description_findings,
    diff_text,
    model_enabled,
    new_tool_description_findings,
    set_model,
)

DEFAULT = Path(__file__).resolve().parent / "corpus" / "data" / "corpus.jsonl"
FRESH = Path(__file__).resolve().parent / "corpus" / "data" / "fresh.jsonl"
FRESH3 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh3.jsonl"
FRESH4 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh4.jsonl"
FRESH5 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh5.jsonl"
FRESH6 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh6.jsonl"
FRESH7 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh7.jsonl"
FRESH8 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh8.jsonl"
FRESH9 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh9.jsonl"
FRESH10 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh10.jsonl"
FRESH11 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh11.jsonl"
FRESH12 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh12.jsonl"
FRESH13 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh13.jsonl"
FRESH14 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh14.jsonl"
FRESH15 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh15.jsonl"
FRESH16 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh16.jsonl"
FRESH17 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh17.jsonl"
FRESH18 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh18.jsonl"
FRESH19 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh19.jsonl"
FRESH20 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh20.jsonl"
FRESH21 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh21.jsonl"
FRESH22 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh22.jsonl"
FRESH23 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh23.jsonl"
FRESH24 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh24.jsonl"
FRESH25 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh25.jsonl"
FRESH26 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh26.jsonl"
FRESH27 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh27.jsonl"
FRESH28 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh28.jsonl"
FRESH29 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh29.jsonl"
FRESH30 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh30.jsonl"
FRESH31 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh31.jsonl"
FRESH32 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh32.jsonl"
FRESH33 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh33.jsonl"
FRESH34 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh34.jsonl"
FRESH35 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh35.jsonl"
FRESH36 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh36.jsonl"
FRESH37 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh37.jsonl"
FRESH38 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh38.jsonl"
FRESH39 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh39.jsonl"
FRESH40 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh40.jsonl"
FRESH41 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh41.jsonl"
FRESH42 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh42.jsonl"
FRESH43 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh43.jsonl"
FRESH44 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh44.jsonl"
FRESH45 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh45.jsonl"
FRESH46 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh46.jsonl"
FRESH47 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh47.jsonl"
FRESH50 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh50.jsonl"
FRESH51 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh51.jsonl"
FRESH48 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh48.jsonl"
FRESH49 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh49.jsonl"
FRESH52 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh52.jsonl"
FRESH54 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh54.jsonl"
FRESH55 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh55.jsonl"
FRESH53 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh53.jsonl"
FRESH56 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh56.jsonl"
FRESH57 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh57.jsonl"
FRESH58 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh58.jsonl"
FRESH59 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh59.jsonl"
FRESH60 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh60.jsonl"
FRESH61 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh61.jsonl"
FRESH62 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh62.jsonl"
FRESH63 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh63.jsonl"
FRESH64 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh64.jsonl"
FRESH65 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh65.jsonl"
FRESH66 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh66.jsonl"
FRESH67 = Path(__file__).resolve().parent / "corpus" / "data" / "fresh67.jsonl"
# Spent held-out sets, now development data: each was scored once in aggregate, then read and trained on.
DEVELOPMENT_SETS = {
    "fresh": FRESH,
    "fresh3": FRESH3,
    "fresh4": FRESH4,
    "fresh5": FRESH5,
    "fresh6": FRESH6,
    "fresh7": FRESH7,
}
# Held-out sets of last resort: option -> (file, ordinal for the help). Each is scored whole and only in
# aggregate; no row of it is ever printed.
HELD_OUT_SETS: dict[str, tuple[Path, str]] = {
    "fresh8": (FRESH8, "eighth"),
    "fresh9": (FRESH9, "ninth"),
    "fresh10": (FRESH10, "tenth"),
    "fresh11": (FRESH11, "eleventh"),
    "fresh12": (FRESH12, "twelfth"),
    "fresh13": (FRESH13, "thirteenth"),
    "fresh14": (FRESH14, "fourteenth"),
    "fresh15": (FRESH15, "fifteenth"),
    "fresh16": (FRESH16, "sixteenth"),
    "fresh17": (FRESH17, "seventeenth"),
    "fresh18": (FRESH18, "eighteenth"),
    "fresh19": (FRESH19, "nineteenth"),
    "fresh20": (FRESH20, "twentieth"),
    "fresh21": (FRESH21, "twenty-first"),
    "fresh22": (FRESH22, "twenty-second"),
    "fresh23": (FRESH23, "twenty-third"),
    "fresh24": (FRESH24, "twenty-fourth"),
    "fresh25": (FRESH25, "twenty-fifth"),
    "fresh26": (FRESH26, "twenty-sixth"),
    "fresh27": (FRESH27, "twenty-seventh"),
    "fresh28": (FRESH28, "twenty-eighth"),
    "fresh29": (FRESH29, "twenty-ninth"),
    "fresh30": (FRESH30, "thirtieth"),
    "fresh31": (FRESH31, "thirty-first"),
    "fresh32": (FRESH32, "thirty-second"),
    "fresh33": (FRESH33, "thirty-third"),
    "fresh34": (FRESH34, "thirty-fourth"),
    "fresh35": (FRESH35, "thirty-fifth"),
    "fresh36": (FRESH36, "thirty-sixth"),
    "fresh37": (FRESH37, "thirty-seventh"),
    "fresh38": (FRESH38, "thirty-eighth"),
    "fresh39": (FRESH39, "thirty-ninth"),
    "fresh40": (FRESH40, "fortieth"),
    "fresh41": (FRESH41, "forty-first"),
    "fresh42": (FRESH42, "forty-second"),
    "fresh43": (FRESH43, "forty-third"),
    "fresh44": (FRESH44, "forty-fourth"),
    "fresh45": (FRESH45, "forty-fifth"),
    "fresh46": (FRESH46, "forty-sixth"),
    "fresh47": (FRESH47, "forty-seventh"),
    "fresh50": (FRESH50, "fiftieth"),
    "fresh51": (FRESH51, "fifty-first"),
    "fresh48": (FRESH48, "forty-eighth"),
    "fresh49": (FRESH49, "forty-ninth"),
    "fresh52": (FRESH52, "fifty-second"),
    "fresh54": (FRESH54, "fifty-fourth"),
    "fresh55": (FRESH55, "fifty-fifth"),
    "fresh53": (FRESH53, "fifty-third"),
    "fresh56": (FRESH56, "fifty-sixth"),
    "fresh57": (FRESH57, "fifty-seventh"),
    "fresh58": (FRESH58, "fifty-eighth"),
    "fresh59": (FRESH59, "fifty-ninth"),
    "fresh60": (FRESH60, "sixtieth"),
    "fresh61": (FRESH61, "sixty-first"),
    "fresh62": (FRESH62, "sixty-second"),
    "fresh63": (FRESH63, "sixty-third"),
    "fresh64": (FRESH64, "sixty-fourth"),
    "fresh65": (FRESH65, "sixty-fifth"),
    "fresh66": (FRESH66, "sixty-sixth"),
    "fresh67": (FRESH67, "sixty-seventh"),
}
# An attacks-only set is graded with its hosts' set as the other watched servers (their tool names).
CATALOGUE_CONTEXT: dict[str, Path] = {
    "fresh10": FRESH8,
    "fresh11": FRESH8,
    "fresh14": FRESH8,
    "fresh15": FRESH12,
    "fresh16": FRESH13,
    "fresh18": FRESH17,
    "fresh20": FRESH13,
    "fresh22": FRESH19,
    "fresh24": FRESH21,
    "fresh26": FRESH17,
    "fresh27": FRESH23,
    "fresh28": FRESH25,
    "fresh30": FRESH21,
    "fresh31": FRESH19,
    "fresh32": FRESH23,
    "fresh33": FRESH17,
    "fresh34": FRESH25,
    "fresh35": FRESH29,
    "fresh37": FRESH29,
    "fresh38": FRESH25,
    "fresh39": FRESH19,
    "fresh40": FRESH21,
    "fresh41": FRESH23,
    "fresh42": FRESH17,
    "fresh44": FRESH29,
    "fresh45": FRESH19,
    "fresh46": FRESH25,
    "fresh47": FRESH17,
    "fresh50": FRESH21,
    "fresh51": FRESH23,
    "fresh48": FRESH43,
    "fresh49": FRESH36,
    "fresh54": FRESH25,
    "fresh55": FRESH52,
    "fresh53": FRESH19,
    "fresh56": FRESH43,
    "fresh58": FRESH29,
    "fresh59": FRESH25,
    "fresh60": FRESH23,
    "fresh62": FRESH19,
    "fresh63": FRESH12,
    "fresh65": FRESH25,
    "fresh66": FRESH23,
}
Row = dict[str, Any]


def held_out(source: str) -> bool:
    """Fixed before tuning: a third of the sources, chosen by hash, never inspected."""
    return int(hashlib.sha256(source.encode()).hexdigest(), 16) % 3 == 0


def load(path: Path) -> list[Row]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def catalogues(rows: Iterable[Row]) -> dict[str, set[str]]:
    """server (source of benign rows, or the `other_catalogue` server) -> its tool names, casefolded."""
    out: dict[str, set[str]] = defaultdict(set)
    for row in rows:
        if row["label"] == "benign":
            out[row["source"]].update(n.casefold() for n in row.get("catalogue") or ())
        other = row.get("other_catalogue")
        if other:
            # {"server": ..., "tools": [...]}, or a bare list of tools (the fourteenth set's form): the
            # other server's tools, its name unknown.
            server, tools = (
                (other["server"], other["tools"])
                if isinstance(other, dict)
                else (f"other-of-{row['id']}", other)
            )
            out[f"server:{server}"].update(n.casefold() for n in tools)
    return out


def options_for(row: Row, servers: dict[str, set[str]]) -> Options:
    own = frozenset(n.casefold() for n in row.get("catalogue") or ())
    host = row["source"] if row["label"] == "benign" else None
    foreign = {
        n: server for server, names in servers.items() if server != host for n in names if n not in own
    }
    return Options(own_tools=own, foreign_tools=foreign)


def findings_of(row: Row, options: Options) -> list[Any]:
    """What toolwatch reports for a row, through the path its kind takes at run time: a property row
    (`tool` is then the property's name) as a parameter's description, so the model reads it at the
    threshold its file sets for parameter text."""
    tool = str(row.get("tool") or "tool")
    if row["old"] is None:
        return new_tool_description_findings(tool, row["new"], options)
    if row.get("kind") == "property":
        path = f"/inputSchema/properties/{tool}/description"
        return description_findings(
            tool, path, row["old"], row["new"], options, rule_id="input-property-description-changed"
        )
    return description_findings(
        tool, "/description", row["old"], row["new"], options, rule_id="tool-description-changed"
    )


def _pct(hit: int, total: int) -> str:
    return f"{hit:4}/{total:<4} {hit / total:6.1%}" if total else f"{hit:4}/{total:<4}    n/a"


def score(rows: list[Row], servers: dict[str, set[str]]) -> tuple[list[bool], list[list[str]], list[float]]:
    """Per row: flagged (any security finding), the security rule ids, detector seconds."""
    flagged: list[bool] = []
    rules_of: list[list[str]] = []
    costs: list[float] = []
    for row in rows:
        options = options_for(row, servers)
        start = time.perf_counter()
        findings = findings_of(row, options)
        costs.append(time.perf_counter() - start)
        rules = [f.rule_id for f in findings if f.security]
        rules_of.append(rules)
        flagged.append(bool(rules))
    return flagged, rules_of, costs


def _cost_line(rows: list[Row], costs: list[float]) -> str:
    start = time.perf_counter()
    for row in rows:
        diff_text(row["old"], row["new"])
    diff_s = time.perf_counter() - start
    ms = sorted(c * 1000 for c in costs)
    return (
        f"cost per description: mean {statistics.fmean(ms):.2f} ms, p50 {ms[len(ms) // 2]:.2f} ms, "
        f"p99 {ms[int(len(ms) * 0.99)]:.2f} ms; {sum(costs) / max(diff_s, 1e-9):.1f}x the word diff alone"
    )


def _added(row: Row) -> str:
    """What a row's change added (the spans the layer judges), for reading a miss."""
    new = row["new"]
    spans = diff_text(row["old"], new).added_spans
    return " | ".join(new[start:end] for start, end in spans) or new


def fresh(path: Path, sources: list[str], misses: bool, name: str = "fresh") -> None:
    """A planted set scored whole: aggregates, and its misses when asked (never for HELD_OUT_SETS)."""
    rows = load(path)
    known = {r["source"] for r in rows if r["label"] == "attack"}
    unknown = sorted(set(sources) - known)
    if unknown:
        raise SystemExit(
            f"--source: no attack source {', '.join(unknown)}; known: {', '.join(sorted(known))}"
        )
    if sources:
        rows = [r for r in rows if r["label"] == "benign" or r["source"] in sources]
    context = load(CATALOGUE_CONTEXT[name]) if name in CATALOGUE_CONTEXT else []
    flagged, rules_of, costs = score(rows, catalogues(rows + context))
    attacks = [i for i, r in enumerate(rows) if r["label"] == "attack"]
    benign = [i for i, r in enumerate(rows) if r["label"] == "benign"]
    changes = [i for i in benign if rows[i]["kind"] != "new_tool"]
    new_tools = [i for i in benign if rows[i]["kind"] == "new_tool"]
    tp = sum(flagged[i] for i in attacks)
    fp = sum(flagged[i] for i in benign)
    packages = {r["source"] for r in rows if r["label"] == "benign"}
    print(
        f"{name.upper()} set: {path.name}: {len(rows)} rows; {len(attacks)} attacks from "
        f"{len({rows[i]['source'] for i in attacks})} sources, {len(benign)} benign from {len(packages)} packages"
    )
    print(f"  recall (attacks flagged)            {_pct(tp, len(attacks))}")
    print(f"  false alarms, benign rewrites       {_pct(sum(flagged[i] for i in changes), len(changes))}")
    print(f"  false alarms, benign new tools      {_pct(sum(flagged[i] for i in new_tools), len(new_tools))}")
    print(f"  precision                           {_pct(tp, tp + fp)}")
    if model_enabled():
        # What the rules alone catch: the model is consulted only where no rule found an attack, so a
        # row the rules flag has a security finding of another rule.
        alone = [any(rule_id != MODEL_RULE_ID for rule_id in rules) for rules in rules_of]
        print(
            f"  rules alone: recall {_pct(sum(alone[i] for i in attacks), len(attacks))}, false alarms "
            f"rewrites {_pct(sum(alone[i] for i in changes), len(changes))}, new tools "
            f"{_pct(sum(alone[i] for i in new_tools), len(new_tools))}"
        )
    else:
        print("  (the sentence model is off: --no-model)")
    groups: dict[str, dict[str, list[bool]]] = {"class": defaultdict(list), "source": defaultdict(list)}
    groups |= {"style": defaultdict(list), "kind": defaultdict(list)}
    for i in attacks:
        for cls in rows[i]["class"]:
            groups["class"][cls].append(flagged[i])
        for what in ("source", "style", "kind"):
            groups[what][rows[i][what]].append(flagged[i])
    for what, hits_of in groups.items():
        print(f"  recall per {what}{' (a row counts for each class it has)' if what == 'class' else ''}:")
        for key, hits in sorted(hits_of.items()):
            print(f"    {key:48} {_pct(sum(hits), len(hits))}")
    print("  false alarms per ecosystem (benign rewrites and property rewrites | new tools):")
    for eco in ("npm", "pypi"):
        ch = [i for i in changes if rows[i]["source"].startswith(f"{eco}:")]
        nt = [i for i in new_tools if rows[i]["source"].startswith(f"{eco}:")]
        print(
            f"    {eco:6} {_pct(sum(flagged[i] for i in ch), len(ch))} | {_pct(sum(flagged[i] for i in nt), len(nt))}"
        )
    noisy = {rows[i]["source"] for i in benign if flagged[i]}
    print(f"  benign packages with at least one false alarm: {len(noisy)}/{len(packages)}")
    per_rule: Counter[str] = Counter(r for i in attacks for r in set(rules_of[i]))
    print("  security findings per rule on attack rows (rows):")
    for rule_id, count in per_rule.most_common():
        print(f"    {count:5} {rule_id}")
    print("  " + _cost_line(rows, costs))
    if misses:
        for i in attacks:
            if not flagged[i]:
                row = rows[i]
                print(f"MISS {row['id']} {row['style']} {row['class']} {row['kind']}: {_added(row)[:500]!r}")
        for i in benign:
            if flagged[i]:
                row = rows[i]
                print(f"FALSE ALARM {row['id']} {row['source']} {rules_of[i]}: {row['new'][:300]!r}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("corpus", nargs="?", type=Path, default=DEFAULT)
    parser.add_argument("--misses", action="store_true", help="print dev-source misses and false alarms")
    for option, path in DEVELOPMENT_SETS.items():
        parser.add_argument(
            f"--{option}",
            action="store_true",
            help=f"score bench/corpus/data/{path.name} (development data: --misses lists its rows)",
        )
    for option, (path, ordinal) in HELD_OUT_SETS.items():
        parser.add_argument(
            f"--{option}",
            action="store_true",
            help=f"score the {ordinal} held-out set bench/corpus/data/{path.name}, in aggregate only",
        )
    parser.add_argument(
        "--source",
        action="append",
        default=[],
        help="with --fresh, --fresh3 ... --fresh7: score only this attack source (repeatable); benign rows "
        "are always scored",
    )
    parser.add_argument(
        "--no-model", action="store_true", help="the rules alone: switch the description sentence model off"
    )
    parser.add_argument("--rows", type=int, default=0, help="only the first N rows (quick look)")
    parser.add_argument(
        "--dev-only",
        action="store_true",
        help="score development sources only: a tuning round must not look at held-out figures, "
        "which are measured a counted number of times and logged in docs/description.md",
    )
    args = parser.parse_args()
    set_model(not args.no_model)
    chosen = [option for option in HELD_OUT_SETS if getattr(args, option)]
    if chosen:
        option = chosen[0]
        path, ordinal = HELD_OUT_SETS[option]
        others = "".join(f"--{o}, " for o in HELD_OUT_SETS if o != option)
        if (
            len(chosen) > 1
            or any(getattr(args, o) for o in DEVELOPMENT_SETS)
            or args.source
            or args.misses
            or args.rows
            or args.dev_only
            or args.corpus != DEFAULT
        ):
            parser.error(
                f"--{option} scores the whole {ordinal} held-out set in aggregate: it takes no corpus, "
                f"--fresh, --fresh3 ... --fresh7, {others}--source, --rows, --dev-only or --misses (its misses and "
                "false alarms are never printed)"
            )
        fresh(path, [], False, option)
        return
    dev_sets = [option for option in DEVELOPMENT_SETS if getattr(args, option)]
    if args.source and not dev_sets:
        parser.error(
            "--source selects attack sources of a set: use it with --fresh, --fresh3, --fresh4 or --fresh5"
        )
    if dev_sets:
        option = dev_sets[0]
        if len(dev_sets) > 1 or args.rows or args.dev_only or args.corpus != DEFAULT:
            parser.error(f"--{option} scores one set: it takes no corpus, other set, --rows or --dev-only")
        fresh(DEVELOPMENT_SETS[option], args.source, args.misses, option)
        return
    rows = load(args.corpus)
    servers = catalogues(rows)  # every server's tool names, as a refresh watching all of them would know
    if args.dev_only:
        rows = [r for r in rows if not held_out(r["source"])]
    if args.rows:
        rows = rows[: args.rows]
    flagged, rules_of, costs = score(rows, servers)
    start = time.perf_counter()
    for row in rows:
        diff_text(row["old"], row["new"])
    diff_s = time.perf_counter() - start

    def figures(pick: list[int], title: str) -> None:
        attacks = [i for i in pick if rows[i]["label"] == "attack"]
        benign = [i for i in pick if rows[i]["label"] == "benign"]
        tp = sum(flagged[i] for i in attacks)
        fp = sum(flagged[i] for i in benign)
        changes = [i for i in benign if rows[i]["kind"] != "new_tool"]
        new_tools = [i for i in benign if rows[i]["kind"] == "new_tool"]
        print(f"== {title}: {len(attacks)} attacks, {len(benign)} benign")
        print(f"  recall (attacks flagged)            {_pct(tp, len(attacks))}")
        print(f"  false alarms, benign rewrites       {_pct(sum(flagged[i] for i in changes), len(changes))}")
        print(
            f"  false alarms, benign new tools      {_pct(sum(flagged[i] for i in new_tools), len(new_tools))}"
        )
        print(f"  precision                           {_pct(tp, tp + fp)}")
        per_class: dict[str, list[bool]] = defaultdict(list)
        for i in attacks:
            for cls in rows[i]["class"]:
                per_class[cls].append(flagged[i])
        print("  recall per class (a row counts for each class it has):")
        for cls, hits in sorted(per_class.items()):
            print(f"    {cls:24} {_pct(sum(hits), len(hits))}")
        per_kind: dict[str, list[bool]] = defaultdict(list)
        for i in attacks:
            per_kind[rows[i]["kind"]].append(flagged[i])
        print(
            "  recall per kind: " + ", ".join(f"{k} {sum(v)}/{len(v)}" for k, v in sorted(per_kind.items()))
        )

    dev = [i for i, r in enumerate(rows) if not held_out(r["source"])]
    out = [i for i, r in enumerate(rows) if held_out(r["source"])]
    print(f"corpus: {args.corpus.name}: {len(rows)} rows, {len({r['source'] for r in rows})} sources")
    figures(dev, "DEV sources (tuned on)")
    held_title = "HELD-OUT sources (not printed here; read and tuned on since the eighth session)"
    if model_enabled():  # the rules never saw them; the sentence model trained on every corpus source
        held_title += " - in-sample for the sentence model: --no-model for the rules alone"
    figures(out, held_title)
    figures(list(range(len(rows))), "ALL")

    print("per source (leave-one-source-out: rules are not fitted, each source is scored as unseen):")
    by_source: dict[str, list[int]] = defaultdict(list)
    for i, row in enumerate(rows):
        by_source[row["source"]].append(i)
    for source, idx in sorted(by_source.items()):
        tag = "held-out" if held_out(source) else "dev"
        label = rows[idx[0]]["label"]
        hit = sum(flagged[i] for i in idx)
        what = "recall" if label == "attack" else "false alarms"
        print(f"  {tag:8} {source:48} {what:12} {_pct(hit, len(idx))}")

    per_rule: Counter[str] = Counter(r for rules in rules_of for r in set(rules))
    print("security findings per rule (rows):")
    for rule_id, count in per_rule.most_common():
        print(f"  {count:5} {rule_id}")
    ms = sorted(c * 1000 for c in costs)
    print(
        f"cost per description: mean {statistics.fmean(ms):.2f} ms, p50 {ms[len(ms) // 2]:.2f} ms, "
        f"p99 {ms[int(len(ms) * 0.99)]:.2f} ms; {sum(costs) / max(diff_s, 1e-9):.1f}x the word diff alone"
    )
    if args.misses:
        for i in dev:
            row = rows[i]
            if row["label"] == "attack" and not flagged[i]:
                print(f"MISS {row['id']} {row['class']} {row['kind']}: {row['new'][-300:]!r}")
            elif row["label"] == "benign" and flagged[i]:
                print(f"FALSE ALARM {row['id']} {row['source']} {rules_of[i]}: {row['new'][:300]!r}")


if __name__ == "__main__":
    main()
