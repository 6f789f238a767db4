<?php
/**
 * @package Freshwatch\Tests
 */

namespace Freshwatch\Tests;

use Freshwatch\Schedule;
use Freshwatch\Tests\Support\TestCase;

final class ScheduleTest extends TestCase {

	public function test_each_of_the_six_kinds_has_its_default_schedule(): void {
		$this->assertSame( array( 'type' => 'manual' ), Schedule::defaults( 'manual' ) );
		$this->assertSame( array( 'type' => 'visitor_triggered', 'minTimeBetweenChecks' => 60 ), Schedule::defaults( 'visitor_triggered' ) );
		$this->assertSame( array( 'type' => 'daily', 'time' => '09:00' ), Schedule::defaults( 'daily' ) );
		$this->assertSame( array( 'type' => 'weekly', 'daysOfWeek' => array( 'monday' ), 'time' => '09:00' ), Schedule::defaults( 'weekly' ) );
		$this->assertSame( array( 'type' => 'monthly', 'scheduleType' => 'day_of_month', 'dayOfMonth' => 1, 'time' => '09:00' ), Schedule::defaults( 'monthly' ) );
		$this->assertSame( array( 'type' => 'custom', 'interval' => 'weeks', 'intervalValue' => 2, 'weekDay' => 'monday', 'time' => '09:00' ), Schedule::defaults( 'custom' ) );
		$this->assertSame( array_keys( Schedule::labels() ), Schedule::KINDS );
	}

	public function test_invalid_input_falls_back_to_the_defaults(): void {
		$this->assertSame( array( 'type' => 'manual' ), Schedule::sanitize( array( 'type' => 'hourly' ) ) );
		$this->assertSame( array( 'type' => 'visitor_triggered', 'minTimeBetweenChecks' => 60 ), Schedule::sanitize( array( 'type' => 'visitor_triggered', 'minTimeBetweenChecks' => '0' ) ) );
		$this->assertSame( array( 'type' => 'daily', 'time' => '09:00' ), Schedule::sanitize( array( 'type' => 'daily', 'time' => '25:99' ) ) );
		$this->assertSame( 1, Schedule::sanitize( array( 'type' => 'monthly', 'dayOfMonth' => '32' ) )['dayOfMonth'] );
		$this->assertSame( 1, Schedule::sanitize( array( 'type' => 'custom', 'intervalValue' => '-3' ) )['intervalValue'] );
	}

	public function test_keeps_valid_fields_of_every_variant(): void {
		$this->assertSame(
			array( 'type' => 'visitor_triggered', 'minTimeBetweenChecks' => 15, 'pagePattern' => '/blog/*' ),
			Schedule::sanitize( array( 'type' => 'visitor_triggered', 'minTimeBetweenChecks' => '15', 'pagePattern' => ' /blog/* ' ) )
		);
		$this->assertSame(
			array( 'type' => 'monthly', 'scheduleType' => 'weekday_of_month', 'weekPosition' => 'last', 'weekDay' => 'friday', 'time' => '17:45' ),
			Schedule::sanitize( array( 'type' => 'monthly', 'scheduleType' => 'weekday_of_month', 'weekPosition' => 'last', 'weekDay' => 'friday', 'time' => '17:45' ) )
		);
		$this->assertSame(
			array( 'type' => 'custom', 'interval' => 'months', 'intervalValue' => 3, 'dayOfMonth' => 15, 'time' => '09:00' ),
			Schedule::sanitize( array( 'type' => 'custom', 'interval' => 'months', 'intervalValue' => '3', 'dayOfMonth' => '15' ) )
		);
	}

	public function test_a_page_pattern_matches_paths_with_wildcards_or_as_a_part(): void {
		$blog = array( 'type' => 'visitor_triggered', 'minTimeBetweenChecks' => 60, 'pagePattern' => '/blog/*' );
		$this->assertTrue( Schedule::page_pattern_matches( $blog, '/blog/hello-world/' ) );
		$this->assertFalse( Schedule::page_pattern_matches( $blog, '/shop/blog/' ) );
		$this->assertTrue( Schedule::page_pattern_matches( array( 'pagePattern' => 'pricing' ), '/2026/01/pricing/' ) );
		$this->assertFalse( Schedule::page_pattern_matches( array( 'pagePattern' => 'pricing' ), '/about/' ) );
		$this->assertTrue( Schedule::page_pattern_matches( array( 'type' => 'visitor_triggered' ), '/anything/' ), 'no pattern matches every page' );
	}
}
