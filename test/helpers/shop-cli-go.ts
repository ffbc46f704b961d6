/**
 * Self-written Go programs (fixtures, not upstream code) that both readings of a CLI's Go
 * source read in their tests: the generator's (src/gofacts/cli/) and the samples check's
 * second one (test/samples/cli-check/). One program each, so both readings are tested on the
 * same text.
 */

/** An order command whose flags are in other units than their fields: lnd's fee rate conversion with its floor in a helper, products and a quotient with a number, a converted default. */
export const UNITS_CLI_GO = `package main

import (
	"github.com/urfave/cli"
	"github.com/lightningnetwork/lnd/lnwallet/chainfee"
	"example.com/shop/shoprpc"
)

var orderCommand = cli.Command{
	Name: "order",
	Flags: []cli.Flag{
		cli.Uint64Flag{Name: "vbyte_rate"},
		cli.Int64Flag{Name: "price"},
		cli.Int64Flag{Name: "whole"},
		cli.StringFlag{Name: "note"},
		cli.Uint64Flag{Name: "max_vbyte_rate", Value: 10},
	},
	Action: order,
}

func rateOf(ctx *cli.Context) uint32 {
	perVByte := ctx.Uint64("vbyte_rate")
	rate := chainfee.SatPerKVByte(perVByte * 1000).FeePerKWeight()
	if rate < chainfee.FeePerKwFloor {
		rate = chainfee.FeePerKwFloor
	}
	return uint32(rate)
}

func order(ctx *cli.Context) error {
	maxPerVByte := ctx.Uint64("max_vbyte_rate")
	req := &shoprpc.OrderRequest{
		Rate:      rateOf(ctx),
		PriceMsat: ctx.Int64("price") * 1000,
		Halves:    ctx.Int64("whole") / 2,
		Note:      ctx.String("note"),
		MaxRate:   uint64(chainfee.SatPerKVByte(maxPerVByte * 1000).FeePerKWeight()),
	}
	_, err := shoprpc.NewShopClient(nil).Order(nil, req)
	return err
}
`;
