# TAP helpers for the shell tests (sourced).  Each check prints one
# "ok N - name" or "not ok N - name" line; tap_done prints the plan.
tap_count=0
tap_failed=0

tap_ok() {
    tap_count=$((tap_count + 1))
    echo "ok $tap_count - $1"
}

tap_not_ok() {
    tap_count=$((tap_count + 1))
    tap_failed=$((tap_failed + 1))
    echo "not ok $tap_count - $1"
    shift
    for line in "$@"; do
        printf '# %s\n' "$line"
    done
}

# tap_eq NAME EXPECTED ACTUAL
tap_eq() {
    if [ "$2" = "$3" ]; then
        tap_ok "$1"
    else
        tap_not_ok "$1" "expected: $2" "actual:   $3"
    fi
}

# tap_contains NAME NEEDLE HAYSTACK
tap_contains() {
    case "$3" in
        *"$2"*) tap_ok "$1" ;;
        *) tap_not_ok "$1" "expected to contain: $2" "actual: $3" ;;
    esac
}

tap_done() {
    echo "1..$tap_count"
    [ "$tap_failed" -eq 0 ]
}
