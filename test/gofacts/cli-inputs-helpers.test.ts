/**
 * What a CLI action takes when helpers build the request: values several helpers and
 * message levels deep, helpers given values instead of the context (their parameters stand
 * for the caller's arguments, in values and in conditions), and checks that come after the
 * RPC call, which cannot stop it.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { actionInputs, goAction } from '../helpers/go-fixtures.ts';
import type { FieldModel, MessageModel } from '../../src/proto/model-types.ts';
import type { CliInputsModel } from '../../src/proto/cli-model-types.ts';
import { describeCondition } from '../../src/site/code-samples/cli-conditions.ts';

const SOURCE = `package main

import (
	"encoding/hex"
	"fmt"
	"example.com/uni/unirpc"
	"github.com/urfave/cli"
)

func parseLeafKey(ctx *cli.Context) (*unirpc.LeafKey, error) {
	if !ctx.IsSet("outpoint") || !ctx.IsSet("script_key") {
		return nil, fmt.Errorf("both the outpoint and the script key are needed")
	}
	return &unirpc.LeafKey{
		Point: &unirpc.LeafKey_PointStr{PointStr: ctx.String("outpoint")},
		ScriptKey: ctx.String("script_key"),
	}, nil
}

func parseID(ctx *cli.Context, mustParse bool) (*unirpc.ID, error) {
	switch {
	case mustParse && !ctx.IsSet("asset_id") && !ctx.IsSet("group_key"):
		return nil, fmt.Errorf("either asset_id or group_key must be set")
	case ctx.IsSet("asset_id"):
		idBytes, err := hex.DecodeString(ctx.String("asset_id"))
		if err != nil {
			return nil, err
		}
		return &unirpc.ID{Id: &unirpc.ID_AssetId{AssetId: idBytes}}, nil
	default:
		return nil, nil
	}
}

func parseKey(ctx *cli.Context) (*unirpc.UniverseKey, error) {
	leafKey, err := parseLeafKey(ctx)
	if err != nil {
		return nil, err
	}
	id, err := parseID(ctx, true)
	if err != nil {
		return nil, err
	}
	return &unirpc.UniverseKey{Id: id, LeafKey: leafKey}, nil
}

func insert(ctx *cli.Context) error {
	key, err := parseKey(ctx)
	if err != nil {
		return err
	}
	_, err = client.Insert(nil, &unirpc.InsertRequest{Key: key})
	return err
}

func specifier(idBytes, keyBytes []byte) (*unirpc.Specifier, error) {
	switch {
	case len(idBytes) > 0:
		return &unirpc.Specifier{Id: &unirpc.Specifier_AssetId{AssetId: idBytes}}, nil
	case len(keyBytes) > 0:
		return &unirpc.Specifier{Id: &unirpc.Specifier_GroupKey{GroupKey: keyBytes}}, nil
	default:
		return nil, fmt.Errorf("no specifier")
	}
}

func burn(ctx *cli.Context) error {
	idBytes, _ := hex.DecodeString(ctx.String("asset_id"))
	keyBytes, _ := hex.DecodeString(ctx.String("group_key"))
	spec, err := specifier(idBytes, keyBytes)
	if err != nil {
		return err
	}
	_, err = client.Burn(nil, &unirpc.BurnRequest{Spec: spec, Amount: ctx.Uint64("amount")})
	return err
}

func info(ctx *cli.Context) error {
	resp, err := client.Info(nil, &unirpc.InfoRequest{})
	if err != nil {
		return err
	}
	if !ctx.IsSet("scope") {
		return fmt.Errorf("printing needs a scope")
	}
	_, err = parseID(ctx, true)
	return show(resp, err)
}
`;

const str = { kind: 'scalar', name: 'string' } as const;
const field = (name: string, type: FieldModel['type'], oneof: string | null = null) =>
  ({ name, type, oneof, label: 'singular' }) as FieldModel;
const msg = (name: string) => ({ kind: 'message', fullName: `unirpc.${name}` }) as const;
const message = (name: string, fields: FieldModel[]) =>
  ({ fullName: `unirpc.${name}`, package: 'unirpc', fields }) as MessageModel;
const MESSAGES: Record<string, MessageModel> = Object.fromEntries(
  [
    message('InsertRequest', [field('key', msg('UniverseKey'))]),
    message('UniverseKey', [field('id', msg('ID')), field('leaf_key', msg('LeafKey'))]),
    message('ID', [field('asset_id', str, 'id'), field('group_key', str, 'id')]),
    message('LeafKey', [field('point_str', str, 'point'), field('script_key', str)]),
    message('BurnRequest', [field('spec', msg('Specifier')), field('amount', str)]),
    message('Specifier', [field('asset_id', str, 'id'), field('group_key', str, 'id')]),
    message('InfoRequest', []),
  ].map((m) => [m.fullName, m]),
);

function read(actionName: string, rpc: string, request: string): CliInputsModel {
  const { program, action } = goAction(SOURCE, actionName, 'uni.go');
  return actionInputs({ program, action }, rpc, MESSAGES[`unirpc.${request}`]!, { nested: Object.values(MESSAGES) });
}

test('a request built by helpers two calls and three messages deep: every oneof member and field by its flag', () => {
  assert.deepEqual(read('insert', 'unirpc.Uni.Insert', 'InsertRequest').requests[0]!.fields, [
    { field: 'key.id.asset_id', flags: ['asset_id'], slots: [] },
    { field: 'key.leaf_key.point_str', flags: ['outpoint'], slots: [] },
    { field: 'key.leaf_key.script_key', flags: ['script_key'], slots: [] },
  ]);
});

test("a helper's parameter in a check stands for the caller's argument (parseID(ctx, true))", () => {
  const guards = read('insert', 'unirpc.Uni.Insert', 'InsertRequest').guards.map(
    (g) => `${g.message}: ${describeCondition(g.when)}`,
  );
  assert.ok(
    guards.includes('either asset_id or group_key must be set: !--asset_id && !--group_key'),
    guards.join('\n'),
  );
  assert.ok(
    guards.includes('both the outpoint and the script key are needed: !--outpoint || !--script_key'),
    guards.join('\n'),
  );
});

test('a helper given values, not the context: its returned message gets the flags its arguments were read from', () => {
  assert.deepEqual(read('burn', 'unirpc.Uni.Burn', 'BurnRequest').requests[0]!.fields, [
    { field: 'spec.asset_id', flags: ['asset_id'], slots: [] },
    { field: 'spec.group_key', flags: ['group_key'], slots: [] },
    // The message as a whole comes from the same values (a parsed outpoint is written `txid:index`).
    { field: 'spec', flags: ['asset_id', 'group_key'], slots: [] },
    { field: 'amount', flags: ['amount'], slots: [] },
  ]);
});

test('checks after the last call of the RPC cannot stop it and are not guards', () => {
  assert.deepEqual(read('info', 'unirpc.Uni.Info', 'InfoRequest').guards, []);
  // The same checks before the call are.
  assert.ok(read('insert', 'unirpc.Uni.Insert', 'InsertRequest').guards.length > 0);
});

// An enum picked by looking a text up in a package-level map.
const MAP_SOURCE = `package main

import (
	"fmt"
	"example.com/uni/unirpc"
	"github.com/urfave/cli"
)

var modes = map[string]unirpc.Mode{
	"raw":     unirpc.Mode_RAW,
	"compact": unirpc.Mode_COMPACT,
}

func export(ctx *cli.Context) error {
	mode, ok := modes[ctx.String("mode")]
	if !ok {
		return fmt.Errorf("unknown mode")
	}
	resp, err := client.Export(nil, &unirpc.ExportRequest{Mode: mode})
	if err != nil {
		return err
	}
	return write(ctx.String("output_file"), resp)
}
`;

test('an enum looked up by its text in a package-level map: the texts and the constants they pick', () => {
  const { program, action } = goAction(MAP_SOURCE, 'export', 'export.go');
  const request = message('ExportRequest', [field('mode', str)]);
  const inputs = actionInputs({ program, action }, 'unirpc.Uni.Export', request);
  assert.deepEqual(inputs.requests[0]!.fields, [
    {
      field: 'mode',
      flags: ['mode'],
      slots: [],
      choices: [
        { text: 'raw', constant: 'Mode_RAW' },
        { text: 'compact', constant: 'Mode_COMPACT' },
      ],
    },
  ]);
  // Where the response goes: read only after the call.
  assert.deepEqual(inputs.readAfterCall, ['output_file']);
});

// An enum picked by which flag is given, in a tagless switch, on a nested field.
const FLAG_PICK_SOURCE = `package main

import (
	"fmt"
	"example.com/uni/unirpc"
	"github.com/urfave/cli"
)

func recommend(ctx *cli.Context) error {
	req := &unirpc.RecommendRequest{Rec: &unirpc.Rec{Days: ctx.Int64("days")}}
	switch {
	case ctx.IsSet("uptime"):
		req.Rec.Metric = unirpc.Rec_UPTIME
	case ctx.Bool("revenue"):
		req.Rec.Metric = unirpc.Rec_REVENUE
	default:
		return fmt.Errorf("a metric flag is required")
	}
	_, err := client.Recommend(nil, req)
	return err
}
`;

test('an enum picked by which flag is given (case ctx.IsSet("uptime"): req.Rec.Metric = ...): the flags and their constants', () => {
  const { program, action } = goAction(FLAG_PICK_SOURCE, 'recommend', 'rec.go');
  const messages = Object.fromEntries(
    [
      message('RecommendRequest', [field('rec', msg('Rec'))]),
      message('Rec', [field('days', str), field('metric', str)]),
    ].map((m) => [m.fullName, m]),
  );
  const inputs = actionInputs({ program, action }, 'unirpc.Uni.Recommend', messages['unirpc.RecommendRequest']!, {
    nested: Object.values(messages),
  });
  assert.deepEqual(inputs.requests[0]!.fields, [
    { field: 'rec.days', flags: ['days'], slots: [] },
    {
      field: 'rec.metric',
      flags: ['revenue', 'uptime'],
      slots: [],
      flagChoices: [
        { flag: 'uptime', constant: 'Rec_UPTIME' },
        { flag: 'revenue', constant: 'Rec_REVENUE' },
      ],
    },
  ]);
});

// One argument carrying two fields: split on "@".
const SPLIT_SOURCE = `package main

import (
	"encoding/hex"
	"strings"
	"example.com/uni/unirpc"
	"github.com/urfave/cli"
)

func addTower(ctx *cli.Context) error {
	halves := strings.Split(ctx.Args().First(), "@")
	pubKey, _ := hex.DecodeString(halves[0])
	address := halves[1]
	_, err := client.AddTower(nil, &unirpc.AddTowerRequest{Pubkey: pubKey, Address: address})
	return err
}
`;

test('one argument split on a separator: each part sets its field', () => {
  const { program, action } = goAction(SPLIT_SOURCE, 'addTower', 'tower.go');
  const request = message('AddTowerRequest', [field('pubkey', str), field('address', str)]);
  const inputs = actionInputs({ program, action }, 'unirpc.Uni.AddTower', request, { argsUsage: 'pubkey@address' });
  assert.deepEqual(inputs.requests[0]!.fields, [
    { field: 'pubkey', flags: [], slots: [0], pieces: [{ slot: 0, separator: '@', index: 0 }] },
    { field: 'address', flags: [], slots: [0], pieces: [{ slot: 0, separator: '@', index: 1 }] },
  ]);
});

// Every argument one item of a list; a part of an item tested for empty says nothing about presence.
const SPREAD_SOURCE = `package main

import (
	"encoding/hex"
	"fmt"
	"strings"
	"example.com/uni/unirpc"
	"github.com/urfave/cli"
)

func submit(ctx *cli.Context) error {
	if ctx.NArg() == 0 {
		return cli.ShowCommandHelp(ctx, "submit")
	}
	txs := make([][]byte, 0, ctx.NArg())
	for _, arg := range ctx.Args() {
		parts := strings.Split(arg, ":")
		if parts[0] == "" {
			return fmt.Errorf("empty transaction")
		}
		tx, _ := hex.DecodeString(parts[0])
		txs = append(txs, tx)
	}
	_, err := client.Submit(nil, &unirpc.SubmitRequest{RawTxs: txs})
	return err
}
`;

test('a range over the arguments: the slot takes every argument left, each one item of the list', () => {
  const { program, action } = goAction(SPREAD_SOURCE, 'submit', 'submit.go');
  const request = message('SubmitRequest', [{ ...field('raw_txs', str), label: 'repeated' } as FieldModel]);
  const inputs = actionInputs({ program, action }, 'unirpc.Uni.Submit', request, { argsUsage: 'tx [tx...]' });
  assert.deepEqual(inputs.positional, [{ slot: 0, name: 'tx', unlessFlags: [], spread: true }]);
  assert.deepEqual(inputs.requests[0]!.fields, [
    { field: 'raw_txs', flags: [], slots: [0], pieces: [{ slot: 0, each: true, separator: ':', index: 0 }] },
  ]);
  // `parts[0] == ""` is a malformed item, not a missing argument: no guard on presence.
  assert.deepEqual(
    inputs.guards.map((g) => `${g.message}: ${describeCondition(g.when)}`),
    ['shows the help: NArg == 0', 'empty transaction: !NArg == 0 && {parts[0] == ""}'],
  );
});

// A list of messages written as a slice literal whose item leaves its type out.
const SLICE_SOURCE = `package main

import (
	"example.com/uni/unirpc"
	"github.com/urfave/cli"
)

func addServer(ctx *cli.Context) error {
	if ctx.String("universe_host") == "" {
		return cli.ShowSubcommandHelp(ctx)
	}
	_, err := client.AddServer(nil, &unirpc.AddServerRequest{
		Servers: []*unirpc.Server{
			{
				Host: ctx.String("universe_host"),
			},
		},
	})
	return err
}
`;

test('a list of messages written as a slice literal: its item fields at servers[].host', () => {
  const { program, action } = goAction(SLICE_SOURCE, 'addServer', 'server.go');
  const messages = Object.fromEntries(
    [
      message('AddServerRequest', [{ ...field('servers', msg('Server')), label: 'repeated' } as FieldModel]),
      message('Server', [field('host', str), field('id', str)]),
    ].map((m) => [m.fullName, m]),
  );
  const inputs = actionInputs({ program, action }, 'unirpc.Uni.AddServer', messages['unirpc.AddServerRequest']!, {
    nested: Object.values(messages),
  });
  assert.deepEqual(inputs.requests[0]!.fields, [{ field: 'servers[].host', flags: ['universe_host'], slots: [] }]);
});

// A JSON argument decoded into a struct whose json tags name the keys; each item becomes a list item of the request.
const JSON_SOURCE = `package main

import (
	"encoding/hex"
	"encoding/json"
	"example.com/uni/unirpc"
	"github.com/urfave/cli"
)

type channelJSON struct {
	NodePubkey string \`json:"node_pubkey,omitempty"\`
	Amount     int64  \`json:"local_amount"\`
	Private    bool
}

func batch(ctx *cli.Context) error {
	var channels []*channelJSON
	if err := json.Unmarshal([]byte(ctx.Args().First()), &channels); err != nil {
		return err
	}
	req := &unirpc.BatchRequest{Label: ctx.String("label")}
	req.Channels = make([]*unirpc.Channel, len(channels))
	for idx, channel := range channels {
		key, _ := hex.DecodeString(channel.NodePubkey)
		req.Channels[idx] = &unirpc.Channel{NodePubkey: key, Amount: channel.Amount, Private: channel.Private}
	}
	_, err := client.Batch(nil, req)
	return err
}
`;

test('a JSON argument decoded into a Go struct: each request field at the key its json tag names', () => {
  const { program, action } = goAction(JSON_SOURCE, 'batch', 'batch.go');
  const messages = Object.fromEntries(
    [
      message('BatchRequest', [
        field('label', str),
        { ...field('channels', msg('Channel')), label: 'repeated' } as FieldModel,
      ]),
      message('Channel', [field('node_pubkey', str), field('amount', str), field('private', str)]),
    ].map((m) => [m.fullName, m]),
  );
  const inputs = actionInputs({ program, action }, 'unirpc.Uni.Batch', messages['unirpc.BatchRequest']!, {
    nested: Object.values(messages),
    argsUsage: 'channels-json',
  });
  const at = (path: string) => ({ slots: [0], json: [{ slot: 0, path }] });
  assert.deepEqual(inputs.requests[0]!.fields, [
    { field: 'label', flags: ['label'], slots: [] },
    { field: 'channels', flags: [], slots: [0] },
    { field: 'channels[].node_pubkey', flags: [], ...at('[].node_pubkey') },
    { field: 'channels[].amount', flags: [], ...at('[].local_amount') },
    // No json tag: encoding/json matches the field's own name.
    { field: 'channels[].private', flags: [], ...at('[].Private') },
  ]);
});

// A list of messages appended to in loops over slice flags, one value as two parts.
const APPEND_SOURCE = `package main

import (
	"strconv"
	"strings"
	"example.com/uni/unirpc"
	"github.com/urfave/cli"
)

func send(ctx *cli.Context) error {
	var items []*unirpc.Item
	for _, addr := range ctx.StringSlice("addr") {
		items = append(items, &unirpc.Item{Addr: addr})
	}
	for _, pair := range ctx.StringSlice("addr_with_amount") {
		parts := strings.Split(pair, ":")
		amount, _ := strconv.ParseUint(parts[1], 10, 64)
		items = append(items, &unirpc.Item{Addr: parts[0], Amount: amount})
	}
	_, err := client.Send(nil, &unirpc.SendRequest{Items: items})
	return err
}
`;

test('a list of messages appended to in loops over slice flags: item fields by flag, or by part of a flag', () => {
  const { program, action } = goAction(APPEND_SOURCE, 'send', 'send.go');
  const messages = Object.fromEntries(
    [
      message('SendRequest', [{ ...field('items', msg('Item')), label: 'repeated' } as FieldModel]),
      message('Item', [field('addr', str), field('amount', str)]),
    ].map((m) => [m.fullName, m]),
  );
  const inputs = actionInputs({ program, action }, 'unirpc.Uni.Send', messages['unirpc.SendRequest']!, {
    nested: Object.values(messages),
  });
  assert.deepEqual(inputs.requests[0]!.fields, [
    {
      field: 'items[].addr',
      flags: ['addr', 'addr_with_amount'],
      slots: [],
      pieces: [{ flag: 'addr_with_amount', separator: ':', index: 0 }],
    },
    {
      field: 'items[].amount',
      flags: ['addr_with_amount'],
      slots: [],
      pieces: [{ flag: 'addr_with_amount', separator: ':', index: 1 }],
    },
    { field: 'items', flags: ['addr', 'addr_with_amount'], slots: [] },
  ]);
});

// Nested fields of a local set under a flag or its else; a flag given is a value.
const WHEN_SOURCE = `package main

import (
	"strconv"
	"example.com/uni/unirpc"
	"github.com/urfave/cli"
)

func importResult(ctx *cli.Context) error {
	args := ctx.Args()
	ts, _ := strconv.ParseInt(args[0], 10, 64)
	result := &unirpc.Pair{History: &unirpc.Data{}}
	if ctx.IsSet("failure") {
		result.History.FailTime = ts
	} else {
		result.History.SuccessTime = ts
	}
	_, err := client.Import(nil, &unirpc.ImportRequest{Pairs: []*unirpc.Pair{result}, Force: ctx.IsSet("force")})
	return err
}
`;

test('nested fields of a local set under a flag (if --failure ... else ...): when each input sets them', () => {
  const { program, action } = goAction(WHEN_SOURCE, 'importResult', 'import.go');
  const messages = Object.fromEntries(
    [
      message('ImportRequest', [
        { ...field('pairs', msg('Pair')), label: 'repeated' } as FieldModel,
        field('force', str),
      ]),
      message('Pair', [field('history', msg('Data'))]),
      message('Data', [field('fail_time', str), field('success_time', str)]),
    ].map((m) => [m.fullName, m]),
  );
  const inputs = actionInputs({ program, action }, 'unirpc.Uni.Import', messages['unirpc.ImportRequest']!, {
    nested: Object.values(messages),
    argsUsage: 'ts',
  });
  assert.deepEqual(inputs.requests[0]!.fields, [
    { field: 'pairs[].history.fail_time', flags: [], slots: [0], when: { kind: 'flag', flag: 'failure' } },
    {
      field: 'pairs[].history.success_time',
      flags: [],
      slots: [0],
      when: { kind: 'not', term: { kind: 'flag', flag: 'failure' } },
    },
    { field: 'force', flags: ['force'], slots: [] },
  ]);
});
