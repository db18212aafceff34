/**
 * What the library promises, type by type: the {@link io.github.boardrules.core.api.API}
 * annotation that every public type of the published artifacts carries, with its status (stable,
 * maintained, experimental, deprecated or internal) and the version that brought it. The status of
 * each package and the meaning of each status are listed in docs/compatibility.md.
 *
 * <pre>{@code
 * // In the Javadoc of every public type, above its declaration:
 * // @API(status=EXPERIMENTAL, since="0.2.0") public record Sprt(double elo0, …)
 * }</pre>
 */
package io.github.boardrules.core.api;
