package io.github.boardrules.study;

import java.io.Serializable;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.BiConsumer;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.api.java.function.Function;
import org.apache.spark.storage.StorageLevel;

/**
 * Runs shards as one Spark job, one task a shard, and gives their results keyed by shard: Spark
 * keeps the result of each task's successful attempt only, and the driver takes each shard's result
 * once (a shard missing or returned twice is an error), so a shard that failed and was retried is
 * counted once.
 *
 * <pre>{@code
 * SortedMap<Integer, ArrayList<GameRow>> byShard = new ShardJob(spark).run(shards, work);
 * }</pre>
 *
 * <p>Retries are Spark's: {@code spark.task.maxFailures} on a cluster (4 by default), the second
 * number of the master {@code local[N,F]} in local mode. For the tests, shards can be made to fail
 * on their first attempt, after playing their games ({@link #failingOnce}).
 */
public final class ShardJob {
  private final JavaSparkContext spark;
  private final Set<Integer> failOnce;

  /**
   * A job runner on a Spark context.
   *
   * @param spark the context
   */
  public ShardJob(JavaSparkContext spark) {
    this(spark, Set.of());
  }

  private ShardJob(JavaSparkContext spark, Set<Integer> failOnce) {
    this.spark = Objects.requireNonNull(spark, "spark");
    this.failOnce = Set.copyOf(failOnce);
  }

  /**
   * Returns a runner whose given shards fail on their first attempt, after their work is done:
   * what a lost executor looks like to the driver.
   *
   * @param shardIds the shards to fail once
   * @return the runner
   */
  public ShardJob failingOnce(Set<Integer> shardIds) {
    return new ShardJob(spark, shardIds);
  }

  /**
   * Runs the shards and collects their results.
   *
   * @param shards the shards, with distinct ids
   * @param work what a task does with its shard
   * @param <T> a shard's result
   * @return every shard's result, by shard id
   * @throws IllegalArgumentException if two shards share an id
   * @throws IllegalStateException if a shard's result is missing or came twice
   */
  public <T extends Serializable> SortedMap<Integer, T> run(List<Shard> shards, ShardWork<T> work) {
    if (shards.stream().map(Shard::id).distinct().count() != shards.size()) {
      throw new IllegalArgumentException("two shards share an id: " + shards);
    }
    List<Keyed<T>> results = spark.parallelize(shards, Math.max(1, shards.size()))
        .map(new Task<>(work, failOnce)).collect();
    SortedMap<Integer, T> byShard = new TreeMap<>();
    for (Keyed<T> result : results) {
      if (byShard.put(result.shard(), result.value()) != null) {
        throw new IllegalStateException("shard " + result.shard() + " returned twice");
      }
    }
    for (Shard shard : shards) {
      if (!byShard.containsKey(shard.id())) {
        throw new IllegalStateException("shard " + shard.id() + " returned no result");
      }
    }
    return byShard;
  }

  /**
   * Runs the shards and gives their results to the driver one at a time, in the order of {@code
   * shards}: every shard runs at once, as in {@link #run}, and its result stays on its executor's
   * disk ({@code persist(DISK_ONLY)}) until the driver fetches it ({@code toLocalIterator}, one
   * shard's partition at a time). The driver therefore holds one shard's result, not all of them.
   *
   * @param shards the shards, with distinct ids
   * @param work what a task does with its shard
   * @param results what the driver does with each shard's result, in order
   * @param <T> a shard's result
   * @throws IllegalArgumentException if two shards share an id
   * @throws IllegalStateException if a shard's result is missing, out of place or came twice
   */
  public <T extends Serializable> void inOrder(List<Shard> shards, ShardWork<T> work,
      BiConsumer<Shard, T> results) {
    if (shards.stream().map(Shard::id).distinct().count() != shards.size()) {
      throw new IllegalArgumentException("two shards share an id: " + shards);
    }
    JavaRDD<Keyed<T>> played = spark.parallelize(shards, Math.max(1, shards.size()))
        .map(new Task<>(work, failOnce)).persist(StorageLevel.DISK_ONLY());
    try {
      long count = played.count();
      if (count != shards.size()) {
        throw new IllegalStateException(shards.size() + " shards returned " + count + " results");
      }
      Iterator<Keyed<T>> fetched = played.toLocalIterator();
      for (Shard shard : shards) {
        if (!fetched.hasNext()) {
          throw new IllegalStateException("shard " + shard.id() + " returned no result");
        }
        Keyed<T> result = fetched.next();
        if (result.shard() != shard.id()) {
          throw new IllegalStateException("shard " + result.shard() + " returned where shard " + shard.id()
              + " was expected");
        }
        results.accept(shard, result.value());
      }
      if (fetched.hasNext()) {
        throw new IllegalStateException("shard " + fetched.next().shard() + " returned twice");
      }
    } finally {
      played.unpersist(false);
    }
  }

  /**
   * A shard's result with its shard's id.
   *
   * @param shard the shard's id
   * @param value the result
   * @param <T> the result's type
   */
  record Keyed<T extends Serializable>(int shard, T value) implements Serializable {
    private static final long serialVersionUID = 1L;
  }

  /** The function Spark runs on each shard. */
  private static final class Task<T extends Serializable> implements Function<Shard, Keyed<T>> {
    private static final long serialVersionUID = 1L;
    private final ShardWork<T> work;
    private final Set<Integer> failOnce;

    Task(ShardWork<T> work, Set<Integer> failOnce) {
      this.work = work;
      this.failOnce = failOnce;
    }

    @Override
    public Keyed<T> call(Shard shard) {
      T value = work.play(shard);
      TaskContext context = TaskContext.get();
      if (failOnce.contains(shard.id()) && context != null && context.attemptNumber() == 0) {
        throw new IllegalStateException("shard " + shard.id() + " fails on purpose on its first attempt,"
            + " after playing games " + shard.from() + " to " + (shard.to() - 1));
      }
      return new Keyed<>(shard.id(), value);
    }
  }
}
