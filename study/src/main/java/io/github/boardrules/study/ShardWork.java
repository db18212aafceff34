package io.github.boardrules.study;

import java.io.Serializable;

/**
 * What a Spark task does with its shard: plays its games and returns their results. It is sent to
 * the executors, so it is {@link Serializable}, and it must depend on the shard alone: a retried
 * shard then returns the same results.
 *
 * <pre>{@code
 * ShardWork<ArrayList<GameRow>> work = shard -> play(specs.get(shard.task()), shard);
 * }</pre>
 *
 * @param <T> the shard's result
 */
@FunctionalInterface
public interface ShardWork<T extends Serializable> extends Serializable {
  /**
   * Plays a shard.
   *
   * @param shard the shard
   * @return its results
   */
  T play(Shard shard);
}
