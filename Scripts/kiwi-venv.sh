#!/usr/bin/env bash
# Makes .venv at the repository root with kiwisolver, the independent
# Cassowary implementation the tests and the benchmark compare against.
# Prints the path of the venv's python. Safe to run again: does nothing
# when kiwisolver is already there.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
venv="$root/.venv"
py="$venv/bin/python"
if ! "$py" -c 'import kiwisolver' >/dev/null 2>&1; then
  python3 -m venv "$venv" >&2
  "$py" -m pip install --quiet --disable-pip-version-check 'kiwisolver==1.5.1' >&2
fi
echo "$py"
