/**
 * The contract generator: a seeded, deterministic stream of realistic contracts for the demo
 * organisation, with every row their status implies. `batch(n)` plans n contracts (some grouped in
 * projects, some supplementary agreements to contracts being performed, about 5% imported from the
 * 1.0 system), orders them by creation, numbers them and makes their rows (emit.ts). The same world,
 * options and batch sizes give the same rows. Every contract draws from its own random stream, and
 * dates are laid out backwards from `today`: on another day the same seed gives the same contracts
 * (units, subjects, amounts, parties, statuses, paths) with the dates moved along; only a few details
 * that hang on weekends differ.
 */
import type { ContractCategory } from '../../../src/domain/contract';
import type { ContractStatus } from '../../../src/domain/lifecycle';
import { yearOf } from '../../../src/domain/calendar';
import { NOTICE_CALENDAR } from '../calendar';
import type { Intent, QuotaSpec } from './demo-focus';
import { CATEGORY_MIX } from './domains';
import { emitPlans, type GeneratedBatch } from './emit';
import { performanceDays } from './money';
import {
  classify,
  type ContractPlan,
  drawAmount,
  drawFlags,
  drawIntent,
  fitStatus,
  HISTORY_DAYS,
  layOutDays,
  pickActor,
  type ProjectPlan,
  redRuleFor,
} from './plan';
import { planPath, STATUS_WEIGHTS, statusApplies, SUPPLEMENT_STATUS_WEIGHTS } from './paths';
import { chance, pick, randInt, type Rand, seededRandom, streamSeed, WeightedTable } from './random';
import { drawSubject, PROJECT_TEMPLATES, projectTitle, supplementName } from './subjects';
import type { CounterpartKind, World, WorldCounterpart, WorldUnit } from './world';

export interface GeneratorOptions {
  seed: number;
  /** Today (calendar.ts day): every date is laid out relative to it. */
  today: number;
  /** Contracts every demo account needs, made first. */
  quotas?: readonly QuotaSpec[];
  /** Extra weight of some units. */
  unitBoost?: (unit: WorldUnit) => number;
  /** The amount from which a contract is major (default: the domain's default). */
  majorThresholdFen?: number;
}

/** Counterpart kinds that sign each category. */
const PREFERRED: Readonly<Record<ContractCategory, readonly CounterpartKind[]>> = {
  stateAssetInvestment: ['investment', 'bank'],
  stateAssetLease: ['general', 'investment', 'trade', 'tech'],
  stateAssetTransfer: ['investment', 'general', 'trade'],
  naturalResourceRights: ['investment', 'construction'],
  franchisePPP: ['investment', 'construction'],
  expropriation: ['investment', 'general', 'trade'],
  affordableHousing: ['construction', 'investment'],
  investmentAttraction: ['tech', 'investment', 'general'],
  procurementGoods: ['tech', 'telecom', 'trade', 'general'],
  procurementServices: ['tech', 'telecom', 'consulting', 'general'],
  procurementWorks: ['construction'],
  govInvestedConstruction: ['construction', 'investment'],
  entrustmentGrant: ['consulting', 'general', 'investment'],
  financingLoan: ['bank', 'investment'],
  cooperationStrategic: ['bank', 'telecom', 'tech', 'investment'],
  intentMemorandum: ['tech', 'investment', 'general'],
  other: ['general', 'consulting', 'trade', 'tech'],
};

const PROJECT_SHARE = 1 / 70;
const SUPPLEMENT_SHARE = 0.025;
const V1_SHARE = 0.05;

export class ContractGenerator {
  /** Decides what comes next (a project, a supplement, an import, a plain contract). */
  private readonly master: Rand;
  /** The stream of the contract (or project) being planned: one per plan, see streamSeed. */
  private rand: Rand;
  private planNo = 0;
  private readonly world: World;
  private readonly opts: GeneratorOptions;
  private readonly lowerBound: number;
  private readonly unitTable: WeightedTable<WorldUnit>;
  private readonly statusTable = new WeightedTable<ContractStatus>(Object.entries(STATUS_WEIGHTS) as [ContractStatus, number][]);
  private readonly childStatusTable = new WeightedTable<ContractStatus>(
    Object.entries(SUPPLEMENT_STATUS_WEIGHTS) as [ContractStatus, number][],
  );
  private readonly counterpartTables = new Map<string, WeightedTable<WorldCounterpart>>();
  private readonly categoryTables = new Map<string, WeightedTable<ContractCategory>>();
  private readonly dishonest: WorldCounterpart[];
  /** Contracts being performed that may get a supplementary agreement. */
  private parents: ContractPlan[] = [];
  /** The day each unit's contracts were moved over from the 1.0 system. */
  private readonly v1Day = new Map<number, number>();
  private quotasLeft: QuotaSpec[];
  private seq = 0;
  /** How many projects have each name so far: a unit's second project of one kind is its 二期. */
  private readonly projectNames = new Map<string, number>();

  constructor(world: World, opts: GeneratorOptions) {
    this.world = world;
    this.opts = opts;
    this.master = seededRandom(opts.seed);
    this.rand = this.master;
    this.lowerBound = opts.today - HISTORY_DAYS;
    const levelWeight = { province: 1.2, city: 1, county: 0.8 } as const;
    this.unitTable = new WeightedTable(
      world.units.map((u) => [u, (u.isBureau ? 0.05 : levelWeight[u.areaLevel]) * (opts.unitBoost?.(u) ?? 1)] as const),
    );
    if (!this.unitTable.size) throw new Error('seed: no units to sign contracts');
    if (!world.counterparts.some((c) => !c.dishonest)) throw new Error('seed: no counterparts');
    this.dishonest = world.counterparts.filter((c) => c.dishonest);
    this.quotasLeft = [...(opts.quotas ?? [])].filter((q) => world.units.some((u) => u.name === q.unit));
  }

  /** Plans and makes the rows of `count` more contracts. */
  batch(count: number): GeneratedBatch {
    const plans: ContractPlan[] = [];
    const projects: ProjectPlan[] = [];
    while (plans.length < count) {
      const left = count - plans.length;
      const quota = this.quotasLeft.shift();
      if (quota) plans.push(this.planQuota(quota));
      else if (left >= 3 && chance(this.master, PROJECT_SHARE)) {
        const project = this.planProject(left);
        projects.push(project);
        plans.push(...project.contracts);
      } else if (this.parents.length && chance(this.master, SUPPLEMENT_SHARE)) plans.push(this.planSupplement());
      else if (chance(this.master, V1_SHARE)) plans.push(this.planImported());
      else plans.push(this.planMain({}));
    }
    plans.sort((a, b) => a.days[0]! - b.days[0]! || a.seq - b.seq);
    return emitPlans(this.world, plans, projects, this.opts.today, this.opts.seed);
  }

  /** Starts the random stream of the next plan. */
  private fresh(): Rand {
    this.rand = seededRandom(streamSeed(this.opts.seed, ++this.planNo));
    return this.rand;
  }

  private pickCategory(unit: WorldUnit): ContractCategory {
    let table = this.categoryTables.get(unit.domain);
    if (!table) {
      table = new WeightedTable(Object.entries(CATEGORY_MIX[unit.domain]) as [ContractCategory, number][]);
      this.categoryTables.set(unit.domain, table);
    }
    return table.pick(this.rand);
  }

  private pickCounterpart(category: ContractCategory, unit: WorldUnit, not?: WorldCounterpart): WorldCounterpart {
    const key = `${category}|${unit.adcode.slice(0, 4)}`;
    let table = this.counterpartTables.get(key);
    if (!table) {
      const preferred = PREFERRED[category];
      const city = unit.adcode.slice(0, 4);
      table = new WeightedTable(
        this.world.counterparts
          .filter((c) => !c.dishonest)
          .map((c) => {
            const fits = preferred.includes(c.kind) ? 1 : 0.06;
            const near = c.adcode.slice(0, 4) === city ? 3 : c.adcode.startsWith('3300') ? 1.5 : 1;
            // The demo company mostly builds in Hangzhou; keep it to a few dozen contracts in the demo.
            const demo = c.userIds.length ? 0.15 : 1;
            return [c, fits * near * demo] as const;
          }),
      );
      this.counterpartTables.set(key, table);
    }
    for (let i = 0; i < 8; i++) {
      const c = table.pick(this.rand);
      if (c !== not) return c;
    }
    return table.pick(this.rand);
  }

  private drawStatus(flags: ContractPlan['flags'], table = this.statusTable): ContractStatus {
    for (let i = 0; i < 20; i++) {
      const s = table.pick(this.rand);
      if (statusApplies(s, flags)) return s;
    }
    return 'unitReview';
  }

  /** A new contract; `fix` pins some of its choices. */
  private planMain(fix: {
    unit?: WorldUnit;
    category?: ContractCategory;
    name?: string;
    status?: ContractStatus;
    counterpart?: WorldCounterpart;
    lawyer?: boolean;
    intent?: Intent;
    project?: ProjectPlan;
  }): ContractPlan {
    const rand = this.fresh();
    const unit = fix.unit ?? this.unitTable.pick(rand);
    const category = fix.category ?? this.pickCategory(unit);
    const amountFen = drawAmount(category, rand);
    const f = drawFlags(category, amountFen, rand);
    // A pinned status that needs a flag gets it (a collective-decision contract is a major one...).
    if (fix.status === 'bureauReview' || fix.status === 'decision') f.majorDecision = true;
    if (fix.status === 'fairReview') f.preferentialTerms = true;
    const plan = this.basePlan(unit, category, amountFen, f);
    plan.project = fix.project ?? null;
    plan.status = fitStatus(fix.status ?? this.drawStatus(plan.flags), category);
    if (!statusApplies(plan.status, plan.flags)) plan.status = 'unitReview';
    const intent = fix.intent
      ? { intent: fix.intent, redRule: fix.intent === 'red' ? redRuleFor(plan.status, rand) : null }
      : drawIntent(plan.status, rand);
    plan.intent = intent.intent;
    plan.redRule = intent.redRule;
    if (fix.counterpart) plan.partyB = fix.counterpart;
    if (plan.redRule === 'dishonest') {
      if (this.dishonest.length) plan.partyB = pick(rand, this.dishonest);
      else {
        plan.intent = 'green';
        plan.redRule = null;
      }
    }
    if (fix.lawyer && unit.lawyers.length) plan.lawyerId = unit.lawyers[0]!;
    const path = planPath(plan.status, plan.flags, rand);
    plan.steps = path.steps;
    plan.signingMethod = path.signingMethod;
    plan.performDays = performanceDays(category, rand);
    plan.days = layOutDays(plan, this.opts.today, this.lowerBound, rand);
    const named = drawSubject(rand, category, unit.domain, unit.name, unit.areaName, yearOf(plan.days[0]!));
    plan.name = fix.name ?? named.name;
    plan.subject = named.subject;
    this.offerAsParent(plan);
    return plan;
  }

  /** The skeleton of a plan, with parties and actors. */
  private basePlan(
    unit: WorldUnit,
    category: ContractCategory,
    amountFen: number,
    f: { majorDecision: boolean; keyProject: boolean; preferentialTerms: boolean },
  ): ContractPlan {
    const rand = this.rand;
    const c = classify({ category, amountFen, ...f }, rand, this.opts.majorThresholdFen);
    const bureau = unit.bureauUnitId === null ? null : (this.world.bureaus.get(unit.bureauUnitId) ?? null);
    const partyB = this.pickCounterpart(category, unit);
    const lawyerId = unit.lawyers.length && chance(rand, 0.05) ? pick(rand, unit.lawyers) : null;
    return {
      seq: this.seq++,
      unit,
      bureau,
      attribute: 'main',
      parent: null,
      project: null,
      category,
      name: '',
      subject: '',
      amountFen,
      direction: c.direction,
      fundSource: c.fundSource,
      procurementMethod: c.procurementMethod,
      majorDecision: f.majorDecision,
      keyProject: f.keyProject,
      preferentialTerms: f.preferentialTerms,
      flags: c.flags,
      ourRole: ['cooperationStrategic', 'entrustmentGrant', 'intentMemorandum'].includes(category) && chance(rand, 0.12) ? 'B' : 'A',
      partyB,
      partyC: chance(rand, 0.08) ? this.pickCounterpart(category, unit, partyB) : null,
      handlerId: pickActor(rand, unit.clerks),
      legalUserId: pickActor(rand, unit.reviewers),
      leaderId: unit.leaders[0] ?? null,
      bureauUserId: bureau ? pickActor(rand, bureau.users) : null,
      lawyerId,
      source: 'system',
      status: 'draft',
      intent: 'green',
      redRule: null,
      steps: [],
      signingMethod: null,
      days: [],
      v1SignDay: null,
      conditionPeriod: pick(rand, [15, 20, 30, 30]),
      performDays: 0,
      childCount: 0,
      id: 0,
    };
  }

  private offerAsParent(plan: ContractPlan): void {
    if (plan.status !== 'performing' || plan.attribute !== 'main') return;
    if (plan.days[plan.days.length - 1]! > this.opts.today - 60) return;
    this.parents.push(plan);
    if (this.parents.length > 4000) this.parents = this.parents.slice(-2000);
  }

  private planQuota(q: QuotaSpec): ContractPlan {
    const unit = this.world.units.find((u) => u.name === q.unit)!;
    const counterpart = q.counterpart ? this.world.counterparts.find((c) => c.name === q.counterpart) : undefined;
    return this.planMain({
      unit,
      status: q.status,
      ...(counterpart ? { counterpart } : {}),
      ...(q.lawyer ? { lawyer: true } : {}),
      ...(q.intent ? { intent: q.intent } : {}),
    });
  }

  /**
   * The name of a new project: `base` the first time, then its phases (数字财政建设二期项目, ...), as a
   * unit names its follow-up projects, so no two projects (nor their contracts) share a name.
   * Counts, not random draws: every other draw of the seed stays the same.
   */
  private distinctProjectName(base: string): string {
    const n = (this.projectNames.get(base) ?? 0) + 1;
    this.projectNames.set(base, n);
    if (n === 1) return base;
    const phase = n <= 10 ? `${'一二三四五六七八九十'.charAt(n - 1)}期` : `第${n}期`;
    return base.endsWith('项目') ? `${base.slice(0, -2)}${phase}项目` : `${base}（${phase}）`;
  }

  /** A project of a few related contracts of one unit; a quarter of them fully archived. */
  private planProject(room: number): ProjectPlan {
    const rand = this.fresh();
    const unit = this.unitTable.pick(rand);
    const templates = PROJECT_TEMPLATES[unit.domain].length ? PROJECT_TEMPLATES[unit.domain] : PROJECT_TEMPLATES.general;
    const template = pick(rand, templates);
    const canArchive = template.parts.every((p) => fitStatus('archived', p.category) === 'archived');
    const archived = canArchive && chance(rand, 0.25);
    const name = this.distinctProjectName(`${unit.name}${projectTitle(template, rand)}`);
    const project: ProjectPlan = {
      unit,
      name,
      category: template.parts[0]!.category,
      archived,
      contracts: [],
      handlerId: pickActor(rand, unit.clerks),
      id: 0,
    };
    for (const part of template.parts.slice(0, room)) {
      const plan = this.planMain({
        unit,
        category: part.category,
        name: `${name.replace(/项目$/, '')}${part.part}`,
        ...(archived ? { status: 'archived' as const, intent: 'green' as const } : {}),
        project,
      });
      plan.handlerId = project.handlerId ?? plan.handlerId;
      project.contracts.push(plan);
    }
    return project;
  }

  /** A supplementary agreement to a contract being performed: same unit, parties and category, a share of its amount. */
  private planSupplement(): ContractPlan {
    const rand = this.fresh();
    const parent = pick(rand, this.parents);
    parent.childCount++;
    if (parent.childCount >= 2) this.parents = this.parents.filter((p) => p !== parent);
    const amountFen = Math.max(100, Math.round((parent.amountFen * (0.05 + rand() * 0.25)) / 10_000) * 10_000);
    const plan = this.basePlan(parent.unit, parent.category, amountFen, {
      majorDecision: parent.majorDecision,
      keyProject: parent.keyProject,
      preferentialTerms: parent.preferentialTerms,
    });
    plan.name = supplementName(parent.name, parent.childCount);
    plan.subject = `${parent.subject}（补充约定）`;
    plan.attribute = 'supplementary';
    plan.parent = parent;
    plan.project = parent.project;
    plan.partyB = parent.partyB;
    plan.partyC = parent.partyC;
    plan.ourRole = parent.ourRole;
    plan.handlerId = parent.handlerId;
    plan.status = this.drawStatus(plan.flags, this.childStatusTable);
    const intent = drawIntent(plan.status, rand);
    // A supplement keeps its parent's counterparts: no dishonest one is brought in.
    plan.intent = intent.redRule === 'dishonest' ? 'green' : intent.intent;
    plan.redRule = intent.redRule === 'dishonest' ? null : intent.redRule;
    const path = planPath(plan.status, plan.flags, rand);
    plan.steps = path.steps;
    plan.signingMethod = path.signingMethod;
    plan.performDays = Math.max(30, Math.floor(parent.performDays / 2));
    const bound = parent.days[parent.days.length - 1]! + 10;
    plan.days = layOutDays(plan, this.opts.today, Math.min(bound, this.opts.today), rand);
    return plan;
  }

  /** A contract moved over from the 1.0 system: filed, or being performed, on the unit's migration day. */
  private planImported(): ContractPlan {
    const rand = this.fresh();
    const unit = this.unitTable.pick(rand);
    let importDay = this.v1Day.get(unit.id);
    if (importDay === undefined) {
      importDay = NOTICE_CALENDAR.onOrBefore(this.opts.today - randInt(rand, 300, 900));
      this.v1Day.set(unit.id, importDay);
    }
    const category = this.pickCategory(unit);
    const amountFen = drawAmount(category, rand);
    const plan = this.basePlan(unit, category, amountFen, drawFlags(category, amountFen, rand));
    plan.source = 'v1';
    plan.status = chance(rand, 0.8) ? 'performing' : 'filed';
    const intent = plan.status === 'performing' ? drawIntent('performing', rand) : { intent: 'green' as const, redRule: null };
    plan.intent = intent.intent;
    plan.redRule = intent.redRule === 'dishonest' ? null : intent.redRule;
    if (intent.redRule === 'dishonest') plan.intent = 'green';
    plan.signingMethod = 'offline';
    plan.days = [importDay];
    const earliest = Math.max(this.lowerBound, importDay - 700);
    plan.v1SignDay = NOTICE_CALENDAR.onOrBefore(randInt(rand, earliest, importDay - 30));
    plan.performDays = performanceDays(category, rand);
    const named = drawSubject(rand, category, unit.domain, unit.name, unit.areaName, yearOf(plan.v1SignDay));
    plan.name = named.name;
    plan.subject = named.subject;
    return plan;
  }
}
