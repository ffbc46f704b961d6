/**
 * What a CLI action takes, read from its Go code: positional slots and the flags standing in
 * for them, the guards that stop it ("dest argument missing"), and which request field each
 * flag and argument sets (through locals, helpers and nested literals).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readCliInputs } from '../../src/gofacts/cli/cli-inputs.ts';
import { actionInputs, fixtureClients, goAction } from '../helpers/go-fixtures.ts';
import type { EnumModel, FieldModel, MessageModel } from '../../src/proto/model-types.ts';
import { describeCondition, evaluateCondition } from '../../src/site/code-samples/cli-conditions.ts';

const SOURCE = `package main

import (
	"fmt"
	"example.com/pay/payrpc"
	"github.com/urfave/cli"
)

var amtFlag = cli.Int64Flag{Name: "amt", Usage: "amount"}

func pay(ctx *cli.Context) error {
	if ctx.NumFlags() == 0 && ctx.NArg() == 0 {
		_ = cli.ShowCommandHelp(ctx, "pay")
		return nil
	}
	args := ctx.Args()
	var dest string
	switch {
	case ctx.IsSet("dest"):
		dest = ctx.String("dest")
	case args.Present():
		dest = args.First()
		args = args.Tail()
	default:
		return fmt.Errorf("pay needs a destination")
	}
	var amt int64
	if ctx.IsSet(amtFlag.Name) {
		amt = ctx.Int64(amtFlag.Name)
	} else if args.Present() {
		amt, _ = strconv.ParseInt(args.First(), 10, 64)
	}
	if !ctx.IsSet("fast") && ctx.IsSet("slow") {
		return fmt.Errorf("slow needs " + "fast")
	}
	point, err := parsePoint(ctx)
	if err != nil {
		return err
	}
	req := &payrpc.PayRequest{Dest: dest, Amt: amt, Point: point}
	req.Memo = ctx.String("memo")
	client := payrpc.NewPayClient(nil)
	_, err = client.Pay(nil, req)
	return err
}

func parsePoint(ctx *cli.Context) (*payrpc.Point, error) {
	point := &payrpc.Point{}
	if !ctx.IsSet("txid") {
		return nil, fmt.Errorf("txid missing")
	}
	point.Txid = &payrpc.Point_TxidStr{TxidStr: ctx.String("txid")}
	point.Index = uint32(ctx.Uint64("index"))
	return point, nil
}
`;

const field = (name: string, type: FieldModel['type'], oneof: string | null = null) =>
  ({ name, type, oneof, label: 'singular' }) as FieldModel;
const str = { kind: 'scalar', name: 'string' } as const;
const MESSAGES: Record<string, MessageModel> = {
  'payrpc.PayRequest': {
    fullName: 'payrpc.PayRequest',
    package: 'payrpc',
    fields: [
      field('dest', str),
      field('amt', str),
      field('memo', str),
      field('point', { kind: 'message', fullName: 'payrpc.Point' }),
    ],
  } as MessageModel,
  'payrpc.Point': {
    fullName: 'payrpc.Point',
    package: 'payrpc',
    fields: [field('txid_str', str, 'txid'), field('index', str)],
  } as MessageModel,
};

function inputs() {
  const { program, action } = goAction(SOURCE, 'pay', 'main.go');
  return actionInputs({ program, action }, 'payrpc.Pay.Pay', MESSAGES['payrpc.PayRequest']!, {
    nested: Object.values(MESSAGES),
    argsUsage: '[dest] [amt]',
  });
}

test('positional slots, named from ArgsUsage, with the flags that stand in for them', () => {
  assert.deepEqual(inputs().positional, [
    { slot: 0, name: 'dest', unlessFlags: ['dest'] },
    { slot: 1, name: 'amt', unlessFlags: ['amt'] },
  ]);
});

test('guards: the help without arguments, a missing argument, flags that must come together, a helper check', () => {
  const guards = inputs().guards.map((g) => `${g.message}: ${describeCondition(g.when)}`);
  assert.deepEqual(guards, [
    'shows the help: NumFlags == 0 && NArg == 0',
    // Each check after the help's early return holds only when the help was not shown.
    'pay needs a destination: !(NumFlags == 0 && NArg == 0) && !--dest && !arg1',
    'slow needs fast: !(NumFlags == 0 && NArg == 0) && !--fast && --slow',
    // A helper's checks keep only the conditions around its call (not the early returns before it).
    'txid missing: !--txid',
  ]);
  const missing = inputs().guards[1]!.when;
  assert.equal(evaluateCondition(missing, { flags: new Set(['memo']), slots: new Set(), argCount: 0 }), true);
  assert.equal(
    evaluateCondition(missing, { flags: new Set(), slots: new Set(), argCount: 0 }),
    false,
    'no flag and no argument: the help, not the error',
  );
  assert.equal(evaluateCondition(missing, { flags: new Set(['dest']), slots: new Set(), argCount: 0 }), false);
  assert.equal(evaluateCondition(missing, { flags: new Set(), slots: new Set([0]), argCount: 1 }), false);
});

test('request fields: through locals, field assignments, a helper building a nested message and a oneof wrapper', () => {
  const [request] = inputs().requests;
  assert.deepEqual(request, {
    rpc: 'payrpc.Pay.Pay',
    fields: [
      { field: 'dest', flags: ['dest'], slots: [0] },
      { field: 'amt', flags: ['amt'], slots: [1] },
      { field: 'point.txid_str', flags: ['txid'], slots: [] },
      { field: 'point.index', flags: ['index'], slots: [] },
      { field: 'memo', flags: ['memo'], slots: [] },
    ],
  });
});

// A local declared after a package call of the same name (lncli buildroute's `route`) does not feed it.
const SHADOW_SOURCE = `package main

import (
	"example.com/pay/payrpc"
	"example.com/pay/hop"
	"github.com/urfave/cli"
)

func build(ctx *cli.Context) error {
	names := strings.Split(ctx.String("hops"), ",")
	keys := make([][]byte, 0, len(names))
	for _, k := range names {
		key, _ := hop.ParseKey(k)
		keys = append(keys, key[:])
	}
	req := &payrpc.PayRequest{Amt: ctx.Int64("amt"), Keys: keys}
	hop, err := client.Build(nil, req)
	return show(hop, err)
}
`;

test('a package call is not traced into a later local of the same name', () => {
  const { program, action } = goAction(SHADOW_SOURCE, 'build', 'build.go');
  const message = {
    fullName: 'payrpc.PayRequest',
    package: 'payrpc',
    fields: [field('amt', str), { ...field('keys', str), label: 'repeated' } as FieldModel],
  } as MessageModel;
  const read = actionInputs({ program, action }, 'payrpc.Pay.Build', message);
  assert.deepEqual(read.requests[0]!.fields, [
    { field: 'amt', flags: ['amt'], slots: [] },
    { field: 'keys', flags: ['hops'], slots: [] },
  ]);
});

// Enum values picked by a switch on an argument's text, directly and through a parsing helper.
const SWITCH_SOURCE = `package main

import (
	"fmt"
	"example.com/pay/payrpc"
	"github.com/urfave/cli"
)

func parseKind(text string) (payrpc.Kind, error) {
	switch text {
	case "fast", "quick":
		return payrpc.Kind_FAST, nil
	case "slow":
		return payrpc.Kind_SLOW, nil
	default:
		return 0, fmt.Errorf("unknown kind")
	}
}

func choose(ctx *cli.Context) error {
	var mode payrpc.Mode
	switch ctx.Args().First() {
	case "a":
		mode = payrpc.Mode_ALPHA
		if ctx.Bool("twice") {
			mode = payrpc.Mode_ALPHA_TWICE
		}
	case "b":
		mode = payrpc.Mode_BETA
	default:
		return fmt.Errorf("unknown mode")
	}
	kind, err := parseKind(ctx.Args().Get(1))
	if err != nil {
		return err
	}
	_, err = client.Choose(nil, &payrpc.PayRequest{Mode: mode, Kind: kind})
	return err
}
`;

test('an enum picked by a switch on a text: the texts and the constants they pick', () => {
  const { program, action } = goAction(SWITCH_SOURCE, 'choose', 'choose.go');
  const message = {
    fullName: 'payrpc.PayRequest',
    package: 'payrpc',
    fields: [field('mode', str), field('kind', str)],
  } as MessageModel;
  const read = actionInputs({ program, action }, 'payrpc.Pay.Choose', message, { argsUsage: 'mode kind' });
  assert.deepEqual(read.requests[0]!.fields, [
    {
      field: 'mode',
      flags: [],
      slots: [0],
      choices: [
        { text: 'a', constant: 'Mode_ALPHA' },
        { text: 'b', constant: 'Mode_BETA' },
      ],
    },
    {
      field: 'kind',
      flags: [],
      slots: [1],
      choices: [
        { text: 'fast', constant: 'Kind_FAST' },
        { text: 'quick', constant: 'Kind_FAST' },
        { text: 'slow', constant: 'Kind_SLOW' },
      ],
    },
  ]);
});

// A check after an early return: it only runs when the returning branch was not taken.
const EARLY_RETURN_SOURCE = `package main

import (
	"fmt"
	"example.com/pay/payrpc"
	"github.com/urfave/cli"
)

func export(ctx *cli.Context) error {
	target := ctx.Args().First()
	if ctx.IsSet("target") {
		target = ctx.String("target")
	}
	conn, err := dial()
	if err != nil {
		return err
	}
	if target != "" {
		_, err := client.Export(nil, &payrpc.PayRequest{Dest: target})
		return err
	}
	if !ctx.IsSet("all") {
		return fmt.Errorf("without a target, --all must be set")
	}
	_, err = client.ExportAll(nil, &payrpc.AllRequest{})
	return err
}
`;

test('a check after an early return holds only when the returning branch was not taken', () => {
  const { program, action } = goAction(EARLY_RETURN_SOURCE, 'export', 'export.go');
  const message = { fullName: 'payrpc.PayRequest', package: 'payrpc', fields: [field('dest', str)] } as MessageModel;
  const read = actionInputs({ program, action }, 'payrpc.Pay.Export', message, { argsUsage: 'target' });
  // `err != nil` is no check of the arguments: it adds nothing.
  assert.deepEqual(
    read.guards.map((g) => `${g.message}: ${describeCondition(g.when)}`),
    ['without a target, --all must be set: !(arg1 || --target) && !--all'],
  );
  const [guard] = read.guards;
  assert.equal(evaluateCondition(guard!.when, { flags: new Set(), slots: new Set([0]), argCount: 1 }), false);
  assert.equal(evaluateCondition(guard!.when, { flags: new Set(['target']), slots: new Set(), argCount: 0 }), false);
  assert.equal(evaluateCondition(guard!.when, { flags: new Set(), slots: new Set(), argCount: 0 }), true);
});

// A field set from what another RPC answered: the daemon's value, not an argument's.
const QUOTE_SOURCE = `package main

import (
	"example.com/pay/payrpc"
	"github.com/urfave/cli"
)

func pay(ctx *cli.Context) error {
	client := payrpc.NewPayClient(nil)
	amt := ctx.Uint64("amt")
	quote, err := client.Quote(nil, &payrpc.QuoteRequest{Amt: amt})
	if err != nil {
		return err
	}
	fee := quote.Fee * 2
	_, err = client.Pay(nil, &payrpc.PayRequest{Amt: amt, Fee: fee})
	return err
}
`;

test("a field set from another RPC's answer is bound to no argument", () => {
  const { program, action } = goAction(QUOTE_SOURCE, 'pay', 'quote.go');
  const message = {
    fullName: 'payrpc.PayRequest',
    package: 'payrpc',
    fields: [field('amt', str), field('fee', str)],
  } as MessageModel;
  const read = readCliInputs({
    program,
    action,
    rpcs: ['payrpc.Pay.Quote', 'payrpc.Pay.Pay'],
    clients: fixtureClients(program, ['payrpc.Pay.Quote', 'payrpc.Pay.Pay']),
    types: {
      requestOf: (rpc) => (rpc.endsWith('.Pay') ? message : undefined),
      messages: { 'payrpc.PayRequest': message },
    },
    argsUsage: '',
    requiredFlags: [],
  })!;
  // The fee comes from the quote's answer: written, from no argument.
  assert.deepEqual(read.requests, [
    { rpc: 'payrpc.Pay.Pay', fields: [{ field: 'amt', flags: ['amt'], slots: [] }], writtenOtherwise: ['fee'] },
  ]);
});

// A method named like an RPC on something that is no client of the service: an ordinary call, whose arguments flow on.
const NOT_A_CLIENT_SOURCE = `package main

import (
	"example.com/pay/payrpc"
	"github.com/urfave/cli"
)

func pay(ctx *cli.Context) error {
	client := payrpc.NewPayClient(nil)
	calc := newCalculator()
	amt := ctx.Uint64("amt")
	fee := calc.Quote(amt)
	_, err := client.Pay(nil, &payrpc.PayRequest{Amt: amt, Fee: fee})
	return err
}
`;

test('a same-named method on a value that is not a client of the service is no RPC call', () => {
  const { program, action } = goAction(NOT_A_CLIENT_SOURCE, 'pay', 'calc.go');
  const message = {
    fullName: 'payrpc.PayRequest',
    package: 'payrpc',
    fields: [field('amt', str), field('fee', str)],
  } as MessageModel;
  const rpcs = ['payrpc.Pay.Quote', 'payrpc.Pay.Pay'];
  const read = readCliInputs({
    program,
    action,
    rpcs,
    clients: fixtureClients(program, rpcs),
    types: {
      requestOf: (rpc) => (rpc.endsWith('.Pay') ? message : undefined),
      messages: { 'payrpc.PayRequest': message },
    },
    argsUsage: '',
    requiredFlags: [],
  })!;
  assert.deepEqual(read.requests, [
    {
      rpc: 'payrpc.Pay.Pay',
      fields: [
        { field: 'amt', flags: ['amt'], slots: [] },
        { field: 'fee', flags: ['amt'], slots: [] },
      ],
    },
  ]);
});

// A repeated message field built one item per positional argument, each split at a separator.
const ITEMS_SOURCE = `package main

import (
	"fmt"
	"strings"
	"example.com/pay/payrpc"
	"github.com/urfave/cli"
)

func grant(ctx *cli.Context) error {
	args := ctx.Args()
	owner := args.First()
	args = args.Tail()
	var rules []*payrpc.Rule
	for _, text := range args {
		pair := strings.Split(text, "=")
		if len(pair) != 2 {
			return fmt.Errorf("not a rule: %s", text)
		}
		name, limit := pair[0], pair[1]
		rules = append(rules, &payrpc.Rule{Limit: limit, Name: name})
	}
	_, err := client.Grant(nil, &payrpc.GrantRequest{Owner: owner, Rules: rules})
	return err
}
`;

test('a repeated message field built from every argument after the first, split at "="', () => {
  const { program, action } = goAction(ITEMS_SOURCE, 'grant', 'grant.go');
  const rule = {
    fullName: 'payrpc.Rule',
    package: 'payrpc',
    fields: [field('name', str), field('limit', str)],
  } as MessageModel;
  const message = {
    fullName: 'payrpc.GrantRequest',
    package: 'payrpc',
    fields: [
      field('owner', str),
      { ...field('rules', { kind: 'message', fullName: 'payrpc.Rule' }), label: 'repeated' } as FieldModel,
    ],
  } as MessageModel;
  const read = actionInputs({ program, action }, 'payrpc.Pay.Grant', message, {
    nested: [rule],
    argsUsage: 'owner rule...',
  });
  assert.deepEqual(read.requests[0]!.fields, [
    { field: 'owner', flags: [], slots: [0] },
    {
      field: 'rules',
      flags: [],
      slots: [],
      pieces: [{ slot: 1, each: true, separator: '=', fields: ['name', 'limit'] }],
    },
  ]);
});

// A request literal holding a map type (make(map[uint64][]byte)) and a list of one literal item.
const TYPES_SOURCE = `package main

import (
	"example.com/pay/payrpc"
	"github.com/urfave/cli"
)

func send(ctx *cli.Context) error {
	req := &payrpc.SendRequest{
		Dest:    ctx.String("dest"),
		Records: make(map[uint64][]byte),
		Servers: []*payrpc.Server{
			{
				Host: ctx.String("host"),
			},
		},
	}
	_, err := client.Send(nil, req)
	return err
}
`;

test('a request literal with a map type inside and a list of one literal item', () => {
  const { program, action } = goAction(TYPES_SOURCE, 'send', 'send.go');
  const server = { fullName: 'payrpc.Server', package: 'payrpc', fields: [field('host', str)] } as MessageModel;
  const message = {
    fullName: 'payrpc.SendRequest',
    package: 'payrpc',
    fields: [
      field('dest', str),
      { ...field('servers', { kind: 'message', fullName: 'payrpc.Server' }), label: 'repeated' } as FieldModel,
    ],
  } as MessageModel;
  const read = actionInputs({ program, action }, 'payrpc.Pay.Send', message, { nested: [server] });
  assert.deepEqual(read.requests[0]!.fields, [
    { field: 'dest', flags: ['dest'], slots: [] },
    { field: 'servers[].host', flags: ['host'], slots: [] },
  ]);
});

// A helper handed the request fills in more fields; a negated flag is not the field's value.
const HELPER_REQUEST_SOURCE = `package main

import (
	"example.com/pay/payrpc"
	"github.com/urfave/cli"
)

func send(ctx *cli.Context) error {
	req := &payrpc.SendRequest{Dest: ctx.String("dest")}
	return finish(ctx, req)
}

func finish(ctx *cli.Context, req *payrpc.SendRequest) error {
	req.Host = ctx.String("host")
	req.Quiet = !ctx.Bool("verbose")
	_, err := client.Send(nil, req)
	return err
}
`;

test('a helper handed the request sets fields on it; a negated flag sets none', () => {
  const { program, action } = goAction(HELPER_REQUEST_SOURCE, 'send', 'finish.go');
  const message = {
    fullName: 'payrpc.SendRequest',
    package: 'payrpc',
    fields: [field('dest', str), field('host', str), field('quiet', str)],
  } as MessageModel;
  const read = actionInputs({ program, action }, 'payrpc.Pay.Send', message);
  assert.deepEqual(read.requests[0]!.fields, [
    { field: 'dest', flags: ['dest'], slots: [] },
    { field: 'host', flags: ['host'], slots: [] },
  ]);
});

// An RPC the action reaches only under a switch, through helpers handed the context.
const DRIVEN_SOURCE = `package main

import (
	"example.com/pay/payrpc"
	"github.com/urfave/cli"
)

func open(ctx *cli.Context) error {
	req := &payrpc.OpenRequest{Peer: ctx.String("peer")}
	if ctx.Bool("manual") {
		return openManually(ctx, req)
	}
	_, err := client.Open(nil, req)
	return err
}

func openManually(ctx *cli.Context, req *payrpc.OpenRequest) error {
	_, err := client.Open(nil, req)
	if err != nil {
		return err
	}
	return step(ctx)
}

func step(ctx *cli.Context) error {
	_, err := client.Step(nil, readStep())
	return err
}
`;

test('the switch an RPC call needs: the flags on every path to it, through helpers', () => {
  const { program, action } = goAction(DRIVEN_SOURCE, 'open', 'open.go');
  const open = { fullName: 'payrpc.OpenRequest', package: 'payrpc', fields: [field('peer', str)] } as MessageModel;
  const stepRequest = {
    fullName: 'payrpc.StepRequest',
    package: 'payrpc',
    fields: [field('payload', str)],
  } as MessageModel;
  const read = readCliInputs({
    program,
    action,
    rpcs: ['payrpc.Pay.Open', 'payrpc.Pay.Step'],
    clients: fixtureClients(program, ['payrpc.Pay.Open', 'payrpc.Pay.Step']),
    types: {
      requestOf: (rpc) => (rpc.endsWith('Open') ? open : stepRequest),
      messages: { 'payrpc.OpenRequest': open, 'payrpc.StepRequest': stepRequest },
    },
    argsUsage: '',
    requiredFlags: [],
  })!;
  assert.deepEqual(read.requests, [
    { rpc: 'payrpc.Pay.Open', fields: [{ field: 'peer', flags: ['peer'], slots: [] }] },
    { rpc: 'payrpc.Pay.Step', fields: [], callFlags: ['manual'] },
  ]);
});

// Locals standing for flag tests, in a tagless switch that picks the RPC.
const SWITCH_LOCALS_SOURCE = `package main

import (
	"fmt"
	"example.com/pay/payrpc"
	"github.com/urfave/cli"
)

func remove(ctx *cli.Context) error {
	var (
		all    = ctx.Bool("all")
		single = ctx.IsSet("hash")
	)
	switch {
	case single:
		_, err := client.RemoveOne(nil, &payrpc.OneRequest{Hash: ctx.String("hash")})
		return err
	case all:
		_, err := client.RemoveAll(nil, &payrpc.AllRequest{Failed: ctx.Bool("failed")})
		return err
	default:
		return fmt.Errorf("either --all or --hash must be set")
	}
}
`;

test('locals set from flag tests are those flags in checks, and the switch a call needs is read', () => {
  const { program, action } = goAction(SWITCH_LOCALS_SOURCE, 'remove', 'remove.go');
  const all = { fullName: 'payrpc.AllRequest', package: 'payrpc', fields: [field('failed', str)] } as MessageModel;
  const read = actionInputs({ program, action }, 'payrpc.Pay.RemoveAll', all);
  assert.deepEqual(
    read.guards.map((g) => `${g.message}: ${describeCondition(g.when)}`),
    ['either --all or --hash must be set: !--hash && !--all'],
  );
  assert.deepEqual(read.requests, [
    { rpc: 'payrpc.Pay.RemoveAll', fields: [{ field: 'failed', flags: ['failed'], slots: [] }], callFlags: ['all'] },
  ]);
});

// An interactive command: the password and seed typed at prompts, read from standard input directly or in helpers.
const PROMPT_SOURCE = `package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strings"
	"syscall"
	"example.com/pay/payrpc"
	"github.com/urfave/cli"
	"golang.org/x/term"
)

func create(ctx *cli.Context) error {
	password, err := askPassword("Password: ")
	if err != nil {
		return err
	}
	reader := bufio.NewReader(os.Stdin)
	words, err := reader.ReadString('\\n')
	if err != nil {
		return err
	}
	seed := strings.Split(strings.TrimSpace(words), " ")
	if len(seed) == 0 {
		return fmt.Errorf("no seed")
	}
	_, err = client.Init(nil, &payrpc.InitRequest{Password: password, Seed: seed, Stateless: ctx.Bool("stateless"), Label: label(3), Note: readInput(ctx.String("note_file"))})
	return err
}

func askPassword(prompt string) ([]byte, error) {
	fmt.Print(prompt)
	return readSecret()
}

func readSecret() ([]byte, error) {
	return term.ReadPassword(int(syscall.Stdin))
}

func readInput(path string) ([]byte, error) {
	if path == "-" {
		return io.ReadAll(os.Stdin)
	}
	return os.ReadFile(path)
}

func label(n int) string {
	return strings.Repeat("x", n)
}
`;

test('fields typed at a prompt (standard input, directly or through helpers) are prompt bindings, and checks on them no argument checks', () => {
  const { program, action } = goAction(PROMPT_SOURCE, 'create', 'create.go');
  const list = { ...field('seed', str), label: 'repeated' } as FieldModel;
  const message = {
    fullName: 'payrpc.InitRequest',
    package: 'payrpc',
    fields: [
      field('password', { kind: 'scalar', name: 'bytes' }),
      list,
      field('stateless', { kind: 'scalar', name: 'bool' }),
      field('label', str),
      field('note', str),
    ],
  } as MessageModel;
  const read = actionInputs({ program, action }, 'payrpc.Pay.Init', message);
  assert.deepEqual(read.requests, [
    {
      rpc: 'payrpc.Pay.Init',
      fields: [
        { field: 'password', flags: [], slots: [], prompt: true },
        { field: 'seed', flags: [], slots: [], prompt: true },
        { field: 'stateless', flags: ['stateless'], slots: [] },
        // A file the flag names (stdin only for "-"): the flag's value, not a prompt.
        { field: 'note', flags: ['note_file'], slots: [] },
      ],
      writtenOtherwise: ['label'],
    },
  ]);
  // "no seed" depends on what is typed, not on the arguments.
  const seedCheck = read.guards.find((g) => g.message === 'no seed')!;
  assert.equal(evaluateCondition(seedCheck.when, { flags: new Set(), slots: new Set(), argCount: 0 }), 'unknown');
});

// A map keyed by each value of a slice flag, an expiry computed from the clock, and a number another module parses from names.
const FORMS_SOURCE = `package main

import (
	"time"
	"example.com/pay/payrpc"
	"github.com/example/pay/session"
	"github.com/urfave/cli"
)

func register(ctx *cli.Context) error {
	sessionLength := time.Second * time.Duration(ctx.Uint64("expiry"))
	expiry := time.Now().Add(sessionLength).Unix()
	names := ctx.StringSlice("feature")
	featureMap := make(map[string]*payrpc.FeatureConfig)
	for _, name := range names {
		featureMap[name] = &payrpc.FeatureConfig{}
	}
	flags, err := session.Parse(ctx.String("privacy-flags"))
	if err != nil {
		return err
	}
	_, err = client.Register(nil, &payrpc.RegisterRequest{Label: ctx.String("label"), Expiry: uint64(expiry), Features: featureMap, Privacy: flags.Serialize()})
	return err
}
`;

test('a map keyed by a flag, a time computed from the clock and a value another module parses are read as such', () => {
  const { program, action } = goAction(FORMS_SOURCE, 'register', 'register.go');
  const u64 = { kind: 'scalar', name: 'uint64' } as const;
  const features = {
    ...field('features', { kind: 'message', fullName: 'payrpc.FeatureConfig' }),
    mapKey: 'string',
  } as FieldModel;
  const message = {
    fullName: 'payrpc.RegisterRequest',
    package: 'payrpc',
    fields: [field('label', str), field('expiry', u64), features, field('privacy', u64)],
  } as MessageModel;
  const config = { fullName: 'payrpc.FeatureConfig', package: 'payrpc', fields: [] } as unknown as MessageModel;
  const read = actionInputs({ program, action }, 'payrpc.Pay.Register', message, { nested: [config] });
  assert.deepEqual(read.requests[0]!.fields, [
    { field: 'label', flags: ['label'], slots: [] },
    { field: 'expiry', flags: ['expiry'], slots: [], fromNow: true },
    { field: 'features', flags: ['feature'], slots: [], mapKeys: true },
    { field: 'privacy', flags: ['privacy-flags'], slots: [], via: 'session.Parse' },
  ]);
});

const OVERRIDE_SOURCE = `package main

import (
	"github.com/urfave/cli"
	"example.com/pay/payrpc"
)

type budget struct {
	feeCap int64
	other  int64
}

func budgetFor(total int64) *budget {
	return &budget{feeCap: total / 100, other: 5}
}

func withdraw(ctx *cli.Context) error {
	total := ctx.Int64("total")
	if ctx.NArg() > 0 {
		total, _ = strconv.ParseInt(ctx.Args().First(), 10, 64)
	}
	b := budgetFor(total)
	if ctx.IsSet("fee_cap") {
		b.feeCap = ctx.Int64("fee_cap")
	}
	req := &payrpc.WithdrawRequest{Total: total, FeeCap: b.feeCap, Other: b.other}
	_, err := payrpc.NewPayClient(nil).Withdraw(nil, req)
	return err
}
`;

test('a value written over later under a flag stands only without that flag (a fee cap from the total unless --fee_cap)', () => {
  const { program, action } = goAction(OVERRIDE_SOURCE, 'withdraw', 'withdraw.go');
  const message = {
    fullName: 'payrpc.WithdrawRequest',
    package: 'payrpc',
    fields: [field('total', str), field('fee_cap', str), field('other', str)],
  } as MessageModel;
  const read = actionInputs({ program, action }, 'payrpc.Pay.Withdraw', message, { argsUsage: '[total]' });
  const fields = read.requests[0]!.fields;
  const withoutFeeCap = { kind: 'not', term: { kind: 'flag', flag: 'fee_cap' } };
  assert.deepEqual(
    fields.find((f) => f.field === 'total'),
    { field: 'total', flags: ['total'], slots: [0] },
  );
  assert.deepEqual(
    fields.find((f) => f.field === 'fee_cap'),
    {
      field: 'fee_cap',
      flags: ['fee_cap', 'total'],
      slots: [0],
      inputWhen: [
        { flag: 'total', when: withoutFeeCap },
        { slot: 0, when: withoutFeeCap },
      ],
    },
  );
  // A field nothing writes over later keeps its inputs unconditioned.
  assert.equal(
    fields.find((f) => f.field === 'other'),
    undefined,
  );
});

const BOOL_WORDS_SOURCE = `package main

import (
	"fmt"
	"github.com/urfave/cli"
	"example.com/pay/payrpc"
)

func yesNo(word string) (bool, error) {
	switch word {
	case "yes":
		return true, nil
	case "no":
		return false, nil
	default:
		return false, fmt.Errorf("say yes or no")
	}
}

func readToggles(ctx *cli.Context) (*bool, error) {
	var (
		on  bool
		err error
	)
	if ctx.IsSet("notify") {
		on, err = yesNo(ctx.String("notify"))
		if err != nil {
			return nil, err
		}
		return &on, nil
	}
	return nil, nil
}

func toggle(ctx *cli.Context) error {
	notify, err := readToggles(ctx)
	if err != nil {
		return err
	}
	req := &payrpc.ToggleRequest{}
	if notify != nil {
		req.Notify = *notify
	}
	_, err = payrpc.NewPayClient(nil).Toggle(nil, req)
	return err
}
`;

test('a bool read from a text by a helper switching on it: the texts and the bools they give', () => {
  const { program, action } = goAction(BOOL_WORDS_SOURCE, 'toggle', 'toggle.go');
  const message = {
    fullName: 'payrpc.ToggleRequest',
    package: 'payrpc',
    fields: [field('notify', { kind: 'scalar', name: 'bool' })],
  } as MessageModel;
  const read = actionInputs({ program, action }, 'payrpc.Pay.Toggle', message);
  assert.deepEqual(read.requests[0]!.fields, [
    {
      field: 'notify',
      flags: ['notify'],
      slots: [],
      choices: [
        { text: 'yes', constant: 'true' },
        { text: 'no', constant: 'false' },
      ],
    },
  ]);
});

const PARSED_WORDS_SOURCE = `package main

import (
	"github.com/urfave/cli"
	"example.com/pay/payrpc"
	"example.com/kinds"
)

func kindOf(ctx *cli.Context) (payrpc.Kind, error) {
	k, err := kinds.FromText(ctx.String("kind"))
	if err != nil {
		return 0, err
	}
	return payrpc.Kind(k), nil
}

func classify(ctx *cli.Context) error {
	kind, err := kindOf(ctx)
	if err != nil {
		return err
	}
	req := &payrpc.ClassifyRequest{Kind: kind}
	_, err = payrpc.NewPayClient(nil).Classify(nil, req)
	return err
}
`;

test("a flag another module parses: the words the CLI's help lists become choices, and leaving it out (no default) stops the command", () => {
  const { program, action } = goAction(PARSED_WORDS_SOURCE, 'classify', 'classify.go');
  const message = {
    fullName: 'payrpc.ClassifyRequest',
    package: 'payrpc',
    fields: [field('kind', { kind: 'enum', fullName: 'payrpc.Kind' })],
  } as MessageModel;
  const kindEnum = {
    fullName: 'payrpc.Kind',
    name: 'Kind',
    values: [{ name: 'KIND_UNKNOWN' }, { name: 'KIND_RENT' }, { name: 'KIND_FOOD' }],
  } as EnumModel;
  const read = (words: Map<string, string[]>, withoutDefault: string[]) =>
    actionInputs({ program, action }, 'payrpc.Pay.Classify', message, {
      enums: [kindEnum],
      flagWords: { words, withoutDefault: new Set(withoutDefault) },
    });
  const listed = read(new Map([['kind', ['rent', 'food']]]), ['kind']);
  assert.deepEqual(listed.requests[0]!.fields, [
    {
      field: 'kind',
      flags: ['kind'],
      slots: [],
      choices: [
        { text: 'rent', constant: 'Kind_KIND_RENT' },
        { text: 'food', constant: 'Kind_KIND_FOOD' },
      ],
    },
  ]);
  const stop = listed.guards.find((g) => g.message === "kinds.FromText takes only 'rent' or 'food' for --kind")!;
  assert.equal(evaluateCondition(stop.when, { flags: new Set(), slots: new Set(), argCount: 0 }), true);
  assert.equal(evaluateCondition(stop.when, { flags: new Set(['kind']), slots: new Set(), argCount: 0 }), 'unknown');
  // With a default the empty text is never parsed: no check; without listed words the value stays another module's form.
  const withDefault = read(new Map([['kind', ['rent', 'food']]]), []).guards.filter((g) =>
    g.message.includes('takes only'),
  );
  assert.ok(
    withDefault.every(
      (g) => evaluateCondition(g.when, { flags: new Set(), slots: new Set(), argCount: 0 }) === 'unknown',
    ),
    JSON.stringify(withDefault),
  );
  assert.deepEqual(read(new Map(), ['kind']).requests[0]!.fields, [
    { field: 'kind', flags: ['kind'], slots: [], via: 'kinds.FromText' },
  ]);
});
