/**
 * The check of what a command sends without its flags (cli-sent.ts), on a self-written
 * urfave/cli program: a flag's default read whatever is given must be said, with its value; a
 * field compared with a number is worked out from the flag on the line or its default; a flag
 * the action tests with IsSet, or a default naming the enum's zero value, needs no line; a line
 * saying a value the command does not send fails.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type CommandLine, checkCliFields } from './cli-fields.ts';
import { GoCliPackage } from './go-cli-reading.ts';

// Self-written Go (a fixture of this test, not upstream code).
const CLI = `package main

import (
	"github.com/urfave/cli"
)

const defaultDepth = 1

var orderCommand = cli.Command{
	Name: "order",
	Flags: []cli.Flag{
		cli.StringFlag{Name: "tier", Value: "gold"},
		cli.StringFlag{Name: "wrap", Value: "plain"},
		cli.Uint64Flag{Name: "min_depth", Value: defaultDepth},
		cli.Uint64Flag{Name: "limit", Value: 50},
		cli.StringFlag{Name: "item"},
	},
	Action: order,
}

func order(ctx *cli.Context) error {
	minDepth := int32(ctx.Uint64("min_depth"))
	var limit uint32
	if ctx.IsSet("limit") {
		limit = uint32(ctx.Uint64("limit"))
	}
	req := &shoprpc.OrderRequest{
		Item:     ctx.String("item"),
		Tier:     ctx.String("tier"),
		Wrap:     ctx.String("wrap"),
		MinDepth: minDepth,
		Spend:    minDepth == 0,
		Limit:    limit,
	}
	_, err := shoprpc.NewShopClient(nil).Order(nil, req)
	return err
}
`;

const pkg = new GoCliPackage([{ path: 'main.go', source: CLI }]);
const check = (flags: Record<string, string>, notes: string[], expected: Record<string, unknown>) => {
  const line: CommandLine = { flags: Object.entries(flags).map(([name, value]) => ({ name, value })), positional: [] };
  const code = [...notes, 'shopcli order'].join('\n');
  return checkCliFields(pkg, pkg.command('shopcli order')!, 'shopcli order', line, {
    rpc: 'Order',
    expected,
    fullExpected: { item: 'x', tier: 'GOLD', wrap: 'PLAIN', min_depth: 2, spend: true, limit: 5 },
    code,
    zeroWord: (path, word) => path === 'wrap' && word === 'plain',
  });
};

const TIER = "# tier: shopcli sends gold (--tier's default)";
const DEPTH = "# min_depth: shopcli sends 1 (--min_depth's default)";

test("a flag's default the action reads whatever is given is said with its value; IsSet-tested flags and the enum's zero need no line", () => {
  assert.equal(check({ item: 'x' }, [TIER, DEPTH], { item: 'x' }), null);
  assert.equal(
    check({ item: 'x' }, [DEPTH], { item: 'x' }),
    'shopcli order tier: the command sends gold and the sample does not say so',
  );
  assert.equal(
    check({ item: 'x' }, ["# tier: shopcli sends silver (--tier's default)", DEPTH], { item: 'x' }),
    'shopcli order tier: the sample says it sends silver, the command sends gold',
  );
  assert.equal(
    check({ item: 'x' }, [TIER, DEPTH, "# limit: shopcli sends 50 (--limit's default)"], { item: 'x' }),
    'shopcli order limit: the sample says the command sends a value this reading does not find',
  );
  // Given on the line, the flag's default is not sent.
  assert.equal(check({ item: 'x', tier: 'gold' }, [DEPTH], { item: 'x', tier: 'GOLD' }), null);
});

test('a field compared with a number is worked out from the flag on the line, or its default', () => {
  const planned = { item: 'x', min_depth: '0', spend: true };
  assert.equal(
    check({ item: 'x', min_depth: '0' }, [TIER, '# spend: shopcli sends true (--min_depth == 0)'], planned),
    null,
  );
  assert.equal(
    check({ item: 'x', min_depth: '3' }, [TIER, '# spend: shopcli sends true (--min_depth == 0)'], {
      ...planned,
      min_depth: '3',
    }),
    'shopcli order spend: the sample says it sends true, the command sends false',
  );
  // Left out, --min_depth is 1: spend is false, said only because the plan sets it.
  assert.equal(
    check({ item: 'x' }, [TIER, DEPTH, '# spend: shopcli sends false (--min_depth == 0)'], { item: 'x', spend: true }),
    null,
  );
});
