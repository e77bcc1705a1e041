# Source this to use the project's toolchain in an interactive shell:  . scripts/env.sh
# (after `npm test` or `npm start` has fetched it once).
_root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)"
_node_dir="$(ls -d "$_root"/.toolchain/node-*/node_modules/node-* 2>/dev/null | head -n1)"
if [ -n "$_node_dir" ]; then
  export PATH="$_node_dir/bin:$_root/.toolchain/bin:$PATH"
  export npm_config_nodedir="$_node_dir"
else
  export PATH="$_root/.toolchain/bin:$PATH"
fi
export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1
unset _root _node_dir
