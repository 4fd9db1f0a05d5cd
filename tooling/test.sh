#!/usr/bin/env bash
# `pnpm test`: formatting first, then two lanes at once, one per core: the end-to-end journeys
# (after building the apps they start) and lint, typecheck and the unit and integration suites,
# one package at a time. Every line is prefixed with its package and task; the run fails if
# either lane does, after both have finished.
set -uo pipefail
cd "$(dirname "$0")/.."

prettier --check . || exit 1

turbo run e2e --output-logs=new-only &
journeys=$!
turbo run lint typecheck test --concurrency=1
checks=$?
wait "$journeys"
e2e=$?

echo "checks and suites: exit $checks; end-to-end journeys: exit $e2e"
exit $((checks != 0 || e2e != 0))
